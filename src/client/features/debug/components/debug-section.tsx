import type { ReactNode } from 'react';
import { Section } from '#client/components/ui/page-header';

/** A titled card of the debug page. */
export function DebugSection(props: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return <Section {...props} />;
}
