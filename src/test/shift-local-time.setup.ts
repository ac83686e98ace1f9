/**
 * With TEST_LOCAL_TIME=HH:MM (CI sets it, with TZ set to zones at both ends of the world), the
 * process's clock is moved so the machine's local time is HH:MM today, and keeps running from there.
 * The suites then prove that nothing depends on the machine's time zone or the hour they run at:
 * every test that needs a time pins its own. Without the variable this file does nothing.
 */
const wanted = process.env.TEST_LOCAL_TIME;

if (wanted) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(wanted);
  if (!match) throw new Error(`TEST_LOCAL_TIME must be HH:MM, got "${wanted}"`);
  const RealDate = Date;
  const real = new RealDate(RealDate.now());
  const target = new RealDate(
    real.getFullYear(),
    real.getMonth(),
    real.getDate(),
    Number(match[1]),
    Number(match[2]),
  );
  const offsetMs = target.getTime() - real.getTime();

  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as [number]));
    }
    static override now(): number {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
