/**
 * A small but complete ISO base media file (MP4 or QuickTime MOV) as a camera or an encoder
 * writes one: `ftyp`, then `moov` holding `mvhd` (the movie's time scale and duration) and a
 * track, and `mdat` with the media bytes, before or after `moov`.
 */
type Mp4Options = {
  timescale: number;
  duration: number;
  /** mvhd version 1 writes 64-bit times, as long or high-rate recordings need. */
  version?: 0 | 1;
  brand?: 'isom' | 'qt  ';
  /** An encoder without "fast start" writes the media first and the index at the end. */
  moovAtEnd?: boolean;
  /** `mdat` with a 64-bit size field (size 1 + largesize), as files above 4 GB have. */
  largeMdat?: boolean;
  mediaBytes?: number;
};

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

const uint32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value, 0);
  return buffer;
};

const uint64 = (value: number) => {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(value), 0);
  return buffer;
};

const mvhd = (version: 0 | 1, timescale: number, duration: number) => {
  const times =
    version === 1
      ? [uint64(0), uint64(0), uint32(timescale), uint64(duration)]
      : [uint32(0), uint32(0), uint32(timescale), uint32(duration)];
  // rate 1.0, volume 1.0, reserved, the unity matrix, pre-defined, next track id.
  const rest = Buffer.alloc(80);
  rest.writeUInt32BE(0x00010000, 0);
  rest.writeUInt16BE(0x0100, 4);
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].forEach((value, index) =>
    rest.writeUInt32BE(value, 16 + index * 4),
  );
  rest.writeUInt32BE(2, 76);
  return box('mvhd', Buffer.from([version, 0, 0, 0]), ...times, rest);
};

const mdat = (bytes: number, large: boolean) => {
  const data = Buffer.alloc(bytes, 0x2a);
  if (!large) return box('mdat', data);
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write('mdat', 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + bytes), 8);
  return Buffer.concat([header, data]);
};

export const mp4File = ({
  timescale,
  duration,
  version = 0,
  brand = 'isom',
  moovAtEnd = false,
  largeMdat = false,
  mediaBytes = 2048,
}: Mp4Options): Buffer => {
  const ftyp = box(
    'ftyp',
    Buffer.from(brand, 'latin1'),
    uint32(0x200),
    Buffer.from(`${brand}mp41`, 'latin1'),
  );
  const moov = box('moov', mvhd(version, timescale, duration), box('trak', box('tkhd', Buffer.alloc(84))));
  const media = mdat(mediaBytes, largeMdat);
  return Buffer.concat(moovAtEnd ? [ftyp, box('free'), media, moov] : [ftyp, moov, media]);
};
