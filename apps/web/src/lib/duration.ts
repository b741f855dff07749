const pad = (value: number) => String(value).padStart(2, '0');

/** A lecture's length as a clock, "4:05" or "1:02:09". */
export const clockDuration = (totalSeconds: number): string => {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
};

/** Hours and whole minutes (rounded up) of a section or course. */
export const hoursAndMinutes = (totalSeconds: number) => {
  const minutes = Math.ceil(totalSeconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};
