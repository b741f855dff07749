const BANGKOK_OFFSET_MS = 7 * 3_600_000;

const two = (value: number) => String(value).padStart(2, '0');

/** GB writes the `date` and `time` of its transactions in Thai time: ddMMyyyy and HHmmss. */
export const gbPrimeDateTime = (at: Date): { date: string; time: string } => {
  const thai = new Date(at.getTime() + BANGKOK_OFFSET_MS);
  return {
    date: `${two(thai.getUTCDate())}${two(thai.getUTCMonth() + 1)}${String(thai.getUTCFullYear())}`,
    time: `${two(thai.getUTCHours())}${two(thai.getUTCMinutes())}${two(thai.getUTCSeconds())}`,
  };
};
