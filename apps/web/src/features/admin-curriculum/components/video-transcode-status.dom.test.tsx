import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { VideoTranscode } from '@shop/contract/media/video-transcode';
import { VideoTranscodeStatus } from './video-transcode-status';

// The server's answers, as the back office API gives them (the routes are tested on the server).
const answers = new Map<string, VideoTranscode>();
const base: VideoTranscode = {
  status: 'queued',
  progress_percent: 0,
  rungs: [],
  duration_seconds: null,
  poster: null,
  error: null,
};
vi.mock('../api/get-video-transcode', async () => {
  const { useMutation, useQuery, useQueryClient } = await import('@tanstack/react-query');
  return {
    useVideoTranscode: (fileName: string) =>
      useQuery({ queryKey: ['transcode', fileName], queryFn: () => answers.get(fileName) ?? base }),
    useRetryVideoTranscode: (fileName: string) => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: () => Promise.resolve({ ...base, status: 'queued' as const }),
        onSuccess: (data) => {
          answers.set(fileName, data);
          client.setQueryData(['transcode', fileName], data);
        },
      });
    },
  };
});

const show = (fileName: string) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <VideoTranscodeStatus fileName={fileName} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
};

describe('the processing of an uploaded lecture video in the back office', () => {
  it('shows how far the processing is', async () => {
    answers.set('a.mp4', { ...base, status: 'processing', progress_percent: 40 });
    show('a.mp4');
    expect(await screen.findByText('Processing 40 %')).toBeTruthy();
  });

  it('shows the rungs, the length and the poster once ready', async () => {
    answers.set('b.mp4', {
      ...base,
      status: 'ready',
      progress_percent: 100,
      rungs: [360, 540, 720],
      duration_seconds: 125,
      poster: '/api/admin/media/videos/b.mp4/outputs/b-poster.jpg',
    });
    show('b.mp4');
    expect(await screen.findByText('Ready to stream: 360p / 540p / 720p · 2:05 long')).toBeTruthy();
    expect(screen.getByRole('img', { name: "The video's poster frame" }).getAttribute('src')).toContain(
      'b-poster.jpg',
    );
  });

  it('says why the processing failed and retries it on request', async () => {
    answers.set('c.mp4', { ...base, status: 'failed', error: 'ffprobe exited with 1: Invalid data found' });
    const user = show('c.mp4');
    expect(
      await screen.findByText('Processing failed: ffprobe exited with 1: Invalid data found'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry processing' }));
    expect(await screen.findByText('Waiting to be prepared for streaming')).toBeTruthy();
  });

  it('says the video is not optimised when the server has no ffmpeg', async () => {
    answers.set('d.mp4', { ...base, status: 'not_optimised' });
    show('d.mp4');
    expect(await screen.findByText(/Not optimised: this server has no ffmpeg/)).toBeTruthy();
  });
});
