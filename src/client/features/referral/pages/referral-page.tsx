import { Snowflake, UserCheck, UserPlus } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card, cardClasses } from '#client/components/ui/card';
import { PageHeader } from '#client/components/ui/page-header';
import { PAGES } from '#client/lib/route-table';
import { REFERRAL_CREDITS_PER_DAY, REFERRAL_RETRO_DAYS } from '#contract/constants';
import { useReferral } from '../api/referral';
import { QrCode } from '../components/qr-code';
import { ShareLink } from '../components/share-link';

function Figure({
  icon: Icon,
  value,
  label,
  testId,
}: {
  icon: ComponentType<{ className?: string }>;
  value: string;
  label: string;
  testId: string;
}) {
  return (
    <Card variant="item">
      <Icon aria-hidden="true" className="size-5 text-accent-strong" />
      <p className="mt-3 font-serif text-3xl text-foreground" data-testid={testId}>
        {value}
      </p>
      <p className="mt-1 text-muted-foreground text-sm">{label}</p>
    </Card>
  );
}

export function ReferralPage() {
  const referral = useReferral();

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={PAGES.referral.eyebrow}
        title={PAGES.referral.title}
        description={PAGES.referral.description}
      />
      {referral.isPending ? (
        <p className="text-muted-foreground">Loading your invite link…</p>
      ) : referral.isError ? (
        <p role="alert" className="text-muted-foreground">
          Your invite link could not be loaded. Check your connection and reload the page.
        </p>
      ) : (
        <div className="grid gap-6">
          <section
            aria-label="Your invite"
            className={cardClasses('section', {
              className: 'grid gap-6 md:grid-cols-[1fr_auto] md:items-center',
            })}
          >
            <div className="grid min-w-0 gap-5">
              <div>
                <p className="font-medium text-muted-foreground text-sm">Your code</p>
                <p
                  className="mt-1 font-mono font-semibold text-3xl text-foreground tracking-[0.2em]"
                  data-testid="referral-code"
                >
                  {referral.data.code}
                </p>
              </div>
              <ShareLink link={referral.data.link} />
            </div>
            <figure className="grid justify-items-center gap-2">
              <QrCode value={referral.data.link} label="QR code of the invite link" />
              <figcaption className="text-muted-foreground text-xs">Scan with a phone camera</figcaption>
            </figure>
          </section>

          <section aria-labelledby="referral-results-heading">
            <h2 id="referral-results-heading" className="mb-3 font-serif text-2xl text-foreground">
              Who joined
            </h2>
            <div className="grid gap-3 sm:grid-cols-3">
              <Figure
                icon={UserPlus}
                value={String(referral.data.joined)}
                label={
                  referral.data.joined === 1 ? 'person joined with your code' : 'people joined with your code'
                }
                testId="referral-joined"
              />
              <Figure
                icon={UserCheck}
                value={String(referral.data.credited)}
                label="of them count"
                testId="referral-credited"
              />
              <Figure
                icon={Snowflake}
                value={`${referral.data.freezesEarned} of ${referral.data.freezesMax}`}
                label="streak freezes earned"
                testId="referral-freezes"
              />
            </div>
            <p className="mt-4 text-muted-foreground text-sm leading-relaxed" data-testid="referral-rules">
              A friend counts once they've completed retros on {REFERRAL_RETRO_DAYS} different days. Sign-ups
              from your own connection don't count, and at most {REFERRAL_CREDITS_PER_DAY} count per day.
            </p>
            <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
              Each friend who counts gives you a streak freeze for your daily retro streak (up to{' '}
              {referral.data.freezesMax} in all): it covers one missed day while your streak is running, and
              shows on your streak once a run has started. Your first one also earns the Good Company badge.
            </p>
          </section>
        </div>
      )}
    </div>
  );
}
