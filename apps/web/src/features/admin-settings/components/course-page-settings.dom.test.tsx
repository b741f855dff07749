import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { CoursePageSettings } from './course-page-settings';

describe("the back office's course page settings", () => {
  it('describes each course page layout in the list, not only its number', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <App>
            <CoursePageSettings settings={{ layout_course_detail: 1 } as SiteSettings} />
          </App>
        </ConfigProvider>
      </QueryClientProvider>,
    );

    await user.click(screen.getByRole('combobox', { name: 'Course page layout' }));

    expect(
      await screen.findByText(
        'A registration page: the buyer fills in the registration and pays on the course page, without the cart',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The course details with Add to cart and Buy now')).toBeInTheDocument();
  });
});
