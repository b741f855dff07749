import { spawn } from 'node:child_process';

/** The ffmpeg and ffprobe programs this instance calls. */
export type VideoTools = { ffmpeg: string; ffprobe: string };

export type ToolRun = {
  /** Called with each line the program writes to its standard output (ffmpeg's -progress lines). */
  onLine?: (line: string) => void;
  signal?: AbortSignal | undefined;
};

/** The end of a program's error output: what a failed transcode says in the back office. */
const tailOf = (text: string) => text.trim().split('\n').slice(-3).join('\n').slice(-500);

/**
 * Runs a program (never through a shell: the arguments are passed as they are) and answers its
 * standard output; rejects with the end of its error output when it fails or cannot start.
 */
export const runTool = (program: string, args: string[], run: ToolRun = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: run.signal });
    let output = '';
    let errors = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (!run.onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) run.onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // Only the end matters; a long transcode writes megabytes of statistics.
      errors = (errors + chunk).slice(-8_000);
    });
    child.on('error', (error) => {
      reject(error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${program} exited with ${String(code)}: ${tailOf(errors)}`));
    });
  });

/** Whether both programs answer on this machine; the instance says so once at start. */
export const areVideoToolsPresent = async (tools: VideoTools): Promise<boolean> => {
  try {
    await runTool(tools.ffmpeg, ['-hide_banner', '-version']);
    await runTool(tools.ffprobe, ['-hide_banner', '-version']);
    return true;
  } catch {
    return false;
  }
};

let presence: { key: string; answer: Promise<boolean> } | null = null;

/** Whether the tools are present, asked once per process (the back office and the worker share it). */
export const videoToolsPresence = (tools: VideoTools): Promise<boolean> => {
  const key = `${tools.ffmpeg}\n${tools.ffprobe}`;
  if (presence?.key !== key) presence = { key, answer: areVideoToolsPresent(tools) };
  return presence.answer;
};

export const videoToolsOf = (config: { FFMPEG_PATH: string; FFPROBE_PATH: string }): VideoTools => ({
  ffmpeg: config.FFMPEG_PATH,
  ffprobe: config.FFPROBE_PATH,
});
