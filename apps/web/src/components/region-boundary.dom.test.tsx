import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegionBoundary } from './region-boundary';

let isCurriculumBroken = true;

const Curriculum = () => {
  if (isCurriculumBroken) throw new Error('the curriculum could not be read');
  return <p>Lesson 1: Welcome</p>;
};

const CoursePage = () => (
  <main>
    <h1>Thai cooking for beginners</h1>
    <RegionBoundary region="curriculum">
      <Curriculum />
    </RegionBoundary>
    <RegionBoundary region="plans">
      <p>One year: 1,990 THB</p>
    </RegionBoundary>
  </main>
);

describe('a region of a page that fails', () => {
  afterEach(() => {
    isCurriculumBroken = true;
    vi.restoreAllMocks();
  });

  it('shows its message in place while the rest of the page still renders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CoursePage />);

    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
    expect(screen.queryByText('Lesson 1: Welcome')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thai cooking for beginners' })).toBeInTheDocument();
    expect(screen.getByText('One year: 1,990 THB')).toBeInTheDocument();
  });

  it('shows the region again when the visitor retries after the cause has gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CoursePage />);

    isCurriculumBroken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Lesson 1: Welcome')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
