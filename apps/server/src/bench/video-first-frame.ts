import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';

/** Lighthouse's "slow 4G": 1.6 Mb/s down, 750 kb/s up, 150 ms round trip. */
const LINK = { downloadKbps: 1_600, uploadKbps: 750, latencyMs: 150 };
const CPU_SLOWDOWN = 4;
/** Playing this much of the video shows whether the link keeps up, not only how it starts. */
const PLAYED_SECONDS = 10;
const PLAYED_WAIT_MS = 120_000;

/** Milliseconds to the first frame, and to 10 s played (null: not within two minutes). */
export type FirstFrameTimes = { firstFrame: number; played: number | null };

export type FirstFrameSource = { kind: 'mp4'; src: string } | { kind: 'hls'; src: string };

const hlsScript = async () =>
  readFile(createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js'), 'utf8');

/**
 * Runs in the page (the server has no DOM types, so it is plain script): answers milliseconds
 * from giving a 640×360 muted `<video>` its source to its first painted frame.
 */
const firstFrameScript = (source: FirstFrameSource) => `
  new Promise((resolve, reject) => {
    const source = ${JSON.stringify(source)};
    const video = document.createElement('video');
    video.muted = true;
    video.autoplay = true;
    video.width = 640;
    video.height = 360;
    document.body.replaceChildren(video);
    const started = performance.now();
    let firstFrame = null;
    video.requestVideoFrameCallback(() => { firstFrame = performance.now() - started; });
    // Then how long until ${String(PLAYED_SECONDS)} s of the video have played (stalls included), at most ${String(PLAYED_WAIT_MS / 1000)} s.
    const check = setInterval(() => {
      const elapsed = performance.now() - started;
      if (firstFrame === null || (video.currentTime < ${String(PLAYED_SECONDS)} && elapsed < ${String(PLAYED_WAIT_MS)})) return;
      clearInterval(check);
      resolve({ firstFrame, played: video.currentTime >= ${String(PLAYED_SECONDS)} ? elapsed : null });
    }, 100);
    video.addEventListener('error', () => reject(new Error('the video failed: ' + video.error?.message)));
    if (source.kind === 'mp4') video.src = source.src;
    else {
      const player = new Hls({ maxBufferLength: 30, maxMaxBufferLength: 60, capLevelToPlayerSize: true });
      player.loadSource(source.src);
      player.attachMedia(video);
    }
    video.play().catch(() => undefined);
  })`;

/**
 * Milliseconds from giving a 640×360 `<video>` its source to its first painted frame, in a fresh
 * Chromium context (empty cache) with the CPU slowed 4× and a 1.6 Mb/s link. HLS plays through
 * hls.js with the lesson player's settings (30 s buffer, at most 60 s, capped to the player's
 * size), as the player does in Chromium; the MP4 plays as the browser's own progressive download.
 */
const measureOnce = async (browser: Browser, origin: string, source: FirstFrameSource, hls: string) => {
  // The shop's own page (same origin, so no CORS), with the shop's CSP lifted for the test script.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/health`);
    if (source.kind === 'hls') await page.addScriptTag({ content: hls });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LINK.latencyMs,
      downloadThroughput: (LINK.downloadKbps * 1000) / 8,
      uploadThroughput: (LINK.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await page.evaluate<FirstFrameTimes>(firstFrameScript(source));
  } finally {
    await context.close();
  }
};

/** The median of `runs` measurements of each source (each in a fresh context). */
export const timeToFirstFrame = async (
  origin: string,
  sources: Record<string, () => Promise<FirstFrameSource>>,
  runs: number,
): Promise<Record<string, FirstFrameTimes[]>> => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const hls = await hlsScript();
  const times: Record<string, FirstFrameTimes[]> = {};
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [name, source] of Object.entries(sources)) {
        // Fresh addresses every time: a signed address lives minutes.
        (times[name] ??= []).push(await measureOnce(browser, origin, await source(), hls));
      }
    }
  } finally {
    await browser.close();
  }
  return times;
};
