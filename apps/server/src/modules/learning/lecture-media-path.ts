/** The address a lecture's own video or file is played or downloaded from (access checked there). */
export const lectureMediaPath = (lectureId: number) => `/media/lectures/${String(lectureId)}`;
