import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaUpload, type MediaUploadProps } from './media-upload';
import { fetchFreeStorageGb, uploadMediaFile } from './media-upload-api';
import { NoticeHost } from '../../ui/notice-host';

vi.mock('./media-upload-api', () => ({
  fetchFreeStorageGb: vi.fn(),
  uploadMediaFile: vi.fn(),
}));

const freeStorage = vi.mocked(fetchFreeStorageGb);
const uploadFile = vi.mocked(uploadMediaFile);

type Harness = Partial<MediaUploadProps> & { initial?: string[] };

/** The control as an editor holds it: `value` in state, every change recorded. */
const renderControl = ({ initial = [], ...props }: Harness = {}) => {
  const changes: { names: string[]; deleteFileList: string[] }[] = [];
  const Editor = () => {
    const [value, setValue] = useState(initial);
    return (
      <MediaUpload
        type="image"
        {...props}
        value={value}
        onChange={(names, deleteFileList) => {
          changes.push({ names, deleteFileList });
          setValue(names);
        }}
      />
    );
  };
  // Without animations: a modal or a confirmation is there at once, as a user would see it settle.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <Editor />
        <NoticeHost />
      </App>
    </ConfigProvider>,
  );
  return { changes, user: userEvent.setup({ applyAccept: false, delay: null }) };
};

const input = () => screen.getByTestId<HTMLInputElement>('media-upload-input');
const pngFile = (name = 'cover.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const MB = 1024 * 1024;

beforeEach(() => {
  freeStorage.mockReset().mockResolvedValue(5);
  uploadFile.mockReset().mockImplementation((_kind, file) => Promise.resolve(`stored-${file.name}`));
});

describe('the media upload control: storage and type checks (spec 2 section 5)', () => {
  it('takes a PDF as a document, shows it as a file, and refuses a picture there', async () => {
    const { user, changes } = renderControl({ type: 'document' });
    expect(screen.getByRole('button', { name: /Upload PDF$/ })).toBeInTheDocument();
    expect(input().accept).toBe('.pdf,application/pdf');

    await user.upload(input(), pngFile('photo.png'));
    expect(await screen.findByTestId('media-upload-error')).toHaveTextContent(
      'File type is not allow to upload.',
    );

    await user.upload(input(), new File(['%PDF-1.4'], 'worksheet.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(changes).toEqual([{ names: ['stored-worksheet.pdf'], deleteFileList: [] }]));
    expect(uploadFile).toHaveBeenCalledWith(
      'document',
      expect.any(File),
      expect.any(Function),
      expect.anything(),
    );
    expect(screen.getByRole('img', { name: 'stored-worksheet.pdf' })).toBeInTheDocument();
  });

  it('refuses a file larger than the free storage with Out off Storage, inline and as a notification', async () => {
    freeStorage.mockResolvedValue(0.001); // about 1 MB
    const { user, changes } = renderControl();

    await user.upload(input(), pngFile('big.png', 2 * MB));

    expect(await screen.findByTestId('media-upload-error')).toHaveTextContent('Out off Storage');
    expect(await screen.findByText('Can not upload file.')).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('uploads a file that fits the free storage', async () => {
    freeStorage.mockResolvedValue(0.01);
    const { user, changes } = renderControl();

    await user.upload(input(), pngFile('small.png', 2 * MB));

    await waitFor(() => expect(changes).toEqual([{ names: ['stored-small.png'], deleteFileList: [] }]));
    expect(freeStorage).toHaveBeenCalledTimes(1);
  });

  it('skips the storage check when isNotCheckStorage is set', async () => {
    freeStorage.mockResolvedValue(0);
    const { user, changes } = renderControl({ isNotCheckStorage: true });

    await user.upload(input(), pngFile('cover.png', 2 * MB));

    await waitFor(() => expect(changes).toHaveLength(1));
    expect(freeStorage).not.toHaveBeenCalled();
    expect(screen.queryByTestId('media-upload-error')).toBeNull();
  });

  it.each([
    [
      'an extension that is not an image',
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    ],
    [
      'an image name with a program type',
      new File(['MZ'], 'photo.jpg', { type: 'application/x-msdownload' }),
    ],
    ['an image type with a script name', new File(['x'], 'photo.php', { type: 'image/png' })],
  ])('refuses %s with File type is not allow to upload.', async (_case, file) => {
    const { user } = renderControl();

    await user.upload(input(), file);

    expect(await screen.findByTestId('media-upload-error')).toHaveTextContent(
      'File type is not allow to upload.',
    );
    expect(await screen.findByText('Can not upload file.')).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('refuses a picture in a video control', async () => {
    const { user } = renderControl({ type: 'video' });

    await user.upload(input(), pngFile());

    expect(await screen.findByTestId('media-upload-error')).toHaveTextContent(
      'File type is not allow to upload.',
    );
  });

  it('passes the refusal to onError instead when one is given', async () => {
    const onError = vi.fn();
    const { user } = renderControl({ onError });

    await user.upload(input(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));

    await waitFor(() => expect(onError).toHaveBeenCalledWith('File type is not allow to upload.'));
    expect(screen.queryByTestId('media-upload-error')).toBeNull();
    expect(screen.queryByText('Can not upload file.')).toBeNull();
  });

  it('clears the error when files are chosen again', async () => {
    const { user } = renderControl({ multiple: true });
    await user.upload(input(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByTestId('media-upload-error')).toBeInTheDocument();

    await user.upload(input(), pngFile());

    await waitFor(() => expect(screen.queryByTestId('media-upload-error')).toBeNull());
  });
});

describe('the media upload control: the list (spec 2 section 4)', () => {
  it('asks Confirm to delete this image? and moves a stored name into deleteFileList', async () => {
    const { user, changes } = renderControl({ initial: ['a.jpg', 'b.jpg'], multiple: true });

    await user.click(screen.getByRole('button', { name: 'Delete a.jpg' }));
    expect(await screen.findByText('Confirm to delete this image?')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(changes).toEqual([{ names: ['b.jpg'], deleteFileList: ['a.jpg'] }]));
    expect(screen.queryByAltText('a.jpg')).toBeNull();
  });

  it('removes a file still uploading from the list without naming it in deleteFileList', async () => {
    uploadFile.mockImplementation(() => new Promise(() => undefined));
    const { user, changes } = renderControl({ initial: ['a.jpg'], multiple: true });
    await user.upload(input(), pngFile('new.png'));
    expect(await screen.findByText('new.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete new.png' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('new.png')).toBeNull());
    expect(changes).toEqual([]);
  });

  it('merges duplicates by name: the same file chosen twice uploads once', async () => {
    const { user, changes } = renderControl({ multiple: true });
    const first = pngFile('same.png');

    await user.upload(input(), [first, pngFile('same.png'), first, pngFile('other.png')]);

    await waitFor(() => expect(changes.at(-1)?.names).toEqual(['stored-same.png', 'stored-other.png']));
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it('does not add a picture again when it is chosen again after its upload finished', async () => {
    const { user, changes } = renderControl({ multiple: true });
    const picture = pngFile('holiday.png');

    await user.upload(input(), picture);
    await waitFor(() => expect(changes.at(-1)?.names).toEqual(['stored-holiday.png']));
    await user.upload(input(), [picture, pngFile('other.png')]);

    await waitFor(() => expect(changes.at(-1)?.names).toEqual(['stored-holiday.png', 'stored-other.png']));
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it('takes a picture again once its earlier upload was removed from the list', async () => {
    const { user, changes } = renderControl({ multiple: true });
    const picture = pngFile('holiday.png');
    await user.upload(input(), picture);
    await waitFor(() => expect(changes.at(-1)?.names).toEqual(['stored-holiday.png']));

    await user.click(screen.getByRole('button', { name: 'Delete stored-holiday.png' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(changes.at(-1)?.names).toEqual([]));
    await user.upload(input(), picture);

    await waitFor(() => expect(changes.at(-1)?.names).toEqual(['stored-holiday.png']));
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it('disables the upload button when the control is disabled', () => {
    renderControl({ disabled: true, multiple: true });
    expect(screen.getByRole('button', { name: /Upload image$/ })).toBeDisabled();
  });

  it('disables the upload button of a single-file control that holds a file', () => {
    renderControl({ initial: ['a.jpg'] });
    expect(screen.getByRole('button', { name: /Upload image$/ })).toBeDisabled();
  });

  it('disables the upload button when limitFile is reached, and not before', async () => {
    const { user } = renderControl({
      initial: ['a.jpg'],
      multiple: true,
      limitFile: 2,
      buttonLabel: 'Add pictures',
    });
    const button = screen.getByRole('button', { name: /Add pictures$/ });
    expect(button).toBeEnabled();

    await user.upload(input(), [pngFile('one.png'), pngFile('two.png')]);

    await waitFor(() => expect(button).toBeDisabled());
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });

  it('hides the button with hideButton', () => {
    renderControl({ hideButton: true });
    expect(screen.queryByRole('button', { name: /Upload image$/ })).toBeNull();
  });

  it('shows the upload progress of each file, then adds its stored name', async () => {
    let finish: (name: string) => void = () => undefined;
    uploadFile.mockImplementation((_kind, _file, onProgress) => {
      onProgress(42);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const uploading = vi.fn();
    const { user, changes } = renderControl({ onUploadingChange: uploading });

    await user.upload(input(), pngFile('cover.png'));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading cover.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(uploading).toHaveBeenLastCalledWith(true);
    act(() => finish('abc.png'));
    await waitFor(() => expect(changes).toEqual([{ names: ['abc.png'], deleteFileList: [] }]));
    expect(uploading).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says why an upload failed and lets it be retried', async () => {
    uploadFile.mockRejectedValueOnce(Object.assign(new Error('refused'), { code: 'FILE_TYPE_NOT_ALLOWED' }));
    const { user, changes } = renderControl();

    await user.upload(input(), pngFile('cover.png'));
    expect(await screen.findByText(/File type is not allow to upload\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));

    await waitFor(() => expect(changes).toEqual([{ names: ['stored-cover.png'], deleteFileList: [] }]));
  });
});

describe('the media upload control: preview and pictures', () => {
  const shown = () => within(screen.getByTestId('media-preview-current')).getByRole('img');

  it('opens the preview from a thumbnail and wraps around both ways with the arrows', async () => {
    const { user } = renderControl({ initial: ['a.jpg', 'b.jpg', 'c.jpg'], multiple: true });

    await user.click(screen.getByRole('button', { name: 'Preview a.jpg' }));
    expect(shown()).toHaveAttribute('alt', 'a.jpg');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toHaveAttribute('alt', 'c.jpg');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toHaveAttribute('alt', 'a.jpg');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toHaveAttribute('alt', 'b.jpg');
  });

  it('moves with the left and right keys, wrapping around at both ends', async () => {
    const { user } = renderControl({ initial: ['a.jpg', 'b.jpg', 'c.jpg'], multiple: true });

    await user.click(screen.getByRole('button', { name: 'Preview c.jpg' }));
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'a.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'c.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'b.jpg');
  });

  it('keeps the preview within 1100 px', async () => {
    const { user } = renderControl({ initial: ['a.jpg'] });
    await user.click(screen.getByRole('button', { name: 'Preview a.jpg' }));
    expect(screen.getByRole('dialog').closest('.ant-modal')).toHaveStyle({ maxWidth: '1100px' });
  });

  it('opens no preview with disabledPreview', () => {
    renderControl({ initial: ['a.jpg'], disabledPreview: true });
    expect(screen.queryByRole('button', { name: 'Preview a.jpg' })).toBeNull();
  });

  it('shows the no-image picture when an image fails to load', () => {
    renderControl({ initial: ['gone.jpg'] });
    const image = screen.getByAltText('gone.jpg');
    expect(image).toHaveAttribute('src', '/uploads/gone.jpg');

    fireEvent.error(image);

    expect(screen.getByAltText('gone.jpg')).toHaveAttribute('src', '/no-image.svg');
  });

  it('shows the size guidance, the extra texts, and extraHtml without scripts or handlers', () => {
    renderControl({
      imageSize: { width: 1200, height: 630 },
      extra: 'Cover of the course page',
      extraRed: 'Required',
      extraHtml:
        '<b>Bold</b><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>',
    });

    expect(screen.getByText(/Recommended size 1200 x 630 px/)).toBeInTheDocument();
    expect(screen.getByText('Cover of the course page')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    const bold = screen.getByText('Bold');
    const extra = bold.closest('.media-upload-extra');
    expect(extra?.innerHTML).toBe('<b>Bold</b><a>link</a>');
  });
});
