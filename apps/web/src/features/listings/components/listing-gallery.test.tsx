import type { ListingImage } from '@marketplace/contract/listings-messages';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '@/test/screen-width';
import {
  ListingGallery,
  MAIN_PHOTO_SIZES,
  mainPhotoSrcSet,
  NARROW_SCREEN_MEDIA,
  WIDE_SCREEN_MEDIA,
} from './listing-gallery';

const images: ListingImage[] = Array.from({ length: 7 }, (_, i) => ({
  id: `img-${i + 1}`,
  thumbUrl: `/media/l1/img-${i + 1}-400.webp`,
  mediumUrl: `/media/l1/img-${i + 1}-800.webp`,
  largeUrl: `/media/l1/img-${i + 1}-1600.webp`,
  width: 1600,
  height: 1200,
}));

function thumbnails() {
  return within(screen.getByRole('region', { name: 'Photos' }))
    .getAllByRole('button', { name: /^Show photo/ })
    .map((button) => button.getAttribute('aria-label'));
}

function swipe(element: Element, fromX: number, toX: number, pointerType = 'touch') {
  fireEvent.pointerDown(element, { pointerId: 1, pointerType, clientX: fromX, clientY: 100 });
  fireEvent.pointerUp(element, { pointerId: 1, pointerType, clientX: toX, clientY: 104 });
  fireEvent.click(element);
}

describe('ListingGallery', () => {
  it("offers a phone (and the server's HTML) the main photo at 400 and 800 px, never 1600 px; zoom shows 1600 px (issue #12)", async () => {
    const user = userEvent.setup();
    stubScreenWidth(360);
    render(<ListingGallery images={images} name="Chair" />);
    const main = screen.getByRole('img', { name: 'Chair, photo 1 of 7' });
    expect(main).toHaveAttribute('src', '/media/l1/img-1-800.webp');
    // A phone's preload scanner reads the server's HTML before the viewport applies: 1600w must not be there.
    expect(main).toHaveAttribute('srcset', '/media/l1/img-1-400.webp 400w, /media/l1/img-1-800.webp 800w');
    expect(main).toHaveAttribute('sizes', MAIN_PHOTO_SIZES);
    // Below `sm` at most the 800 px photo, whatever the screen's density (Safari and Firefox would take 1600
    // at 3x), and the same in the server's HTML.
    const narrow = main.parentElement!.querySelector('source');
    expect(narrow).toHaveAttribute('media', NARROW_SCREEN_MEDIA);
    expect(narrow).toHaveAttribute('srcset', '/media/l1/img-1-400.webp 400w, /media/l1/img-1-800.webp 800w');
    expect(narrow).toHaveAttribute('sizes', MAIN_PHOTO_SIZES);

    await user.click(screen.getByRole('button', { name: /Zoom in/ }));
    const zoomed = within(screen.getByRole('dialog')).getByRole('img', { name: 'Chair, photo 1 of 7' });
    expect(zoomed).toHaveAttribute('src', '/media/l1/img-1-1600.webp');
    vi.unstubAllGlobals();
  });

  it('offers a wide screen the main photo at 400, 800 and 1600 px for the browser to pick by its width (issue #12)', () => {
    stubScreenWidth(1280);
    render(<ListingGallery images={images} name="Chair" />);
    expect(screen.getByRole('img', { name: 'Chair, photo 1 of 7' })).toHaveAttribute(
      'srcset',
      '/media/l1/img-1-400.webp 400w, /media/l1/img-1-800.webp 800w, /media/l1/img-1-1600.webp 1600w',
    );
    vi.unstubAllGlobals();
  });

  it('names each file by its true width: a 1000 px photo is 400w/800w/1000w, an 800 px one only 400w/800w', () => {
    const sized = (width: number) => ({ ...images[0]!, width });
    expect(mainPhotoSrcSet(sized(1000))).toBe(
      '/media/l1/img-1-400.webp 400w, /media/l1/img-1-800.webp 800w, /media/l1/img-1-1600.webp 1000w',
    );
    // As wide as the middle size: the large file would add bytes for nothing.
    expect(mainPhotoSrcSet(sized(800))).toBe('/media/l1/img-1-400.webp 400w, /media/l1/img-1-800.webp 800w');
    expect(mainPhotoSrcSet(sized(300))).toBe('/media/l1/img-1-800.webp 300w');
  });

  it('shows a phone the 400 px thumbnail of a photo without its 800 px size yet (uploaded before it existed)', () => {
    const older = images.map((image) => ({ ...image, mediumUrl: null }));
    render(<ListingGallery images={older} name="Chair" />);
    const main = screen.getByRole('img', { name: 'Chair, photo 1 of 7' });
    expect(main).toHaveAttribute('src', '/media/l1/img-1-400.webp');
    expect(main).not.toHaveAttribute('srcset');
    // A phone (and the server's HTML) names no large source at all.
    expect(main.parentElement!.querySelector('source')).toBeNull();
  });

  it('names the 1600 px photo as the source of a photo without its 800 px size on a wide screen', () => {
    stubScreenWidth(1280);
    try {
      render(<ListingGallery images={images.map((image) => ({ ...image, mediumUrl: null }))} name="Chair" />);
      const main = screen.getByRole('img', { name: 'Chair, photo 1 of 7' });
      const wide = main.parentElement!.querySelector('source');
      expect(wide).toHaveAttribute('media', WIDE_SCREEN_MEDIA);
      expect(wide).toHaveAttribute('srcset', '/media/l1/img-1-1600.webp');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows thumbnails in a window of five that slides with the current photo', async () => {
    const user = userEvent.setup();
    render(<ListingGallery images={images} name="Chair" />);

    expect(thumbnails()).toEqual([1, 2, 3, 4, 5].map((n) => `Show photo ${n} of 7`));
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Chair, photo 6 of 7' })).toBeInTheDocument();
    expect(thumbnails()).toEqual([2, 3, 4, 5, 6].map((n) => `Show photo ${n} of 7`));

    await user.click(screen.getByRole('button', { name: 'Show later thumbnails' }));
    expect(thumbnails()).toEqual([3, 4, 5, 6, 7].map((n) => `Show photo ${n} of 7`));
    expect(screen.getByRole('button', { name: 'Show later thumbnails' })).toBeDisabled();
  });

  it('moves the window with "›" while the first photo is selected, and back with "‹" (issue #16 item 13)', async () => {
    const user = userEvent.setup();
    render(<ListingGallery images={images} name="Chair" />);
    expect(screen.getByRole('button', { name: 'Show earlier thumbnails' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Show later thumbnails' }));
    expect(thumbnails()).toEqual([2, 3, 4, 5, 6].map((n) => `Show photo ${n} of 7`));
    await user.click(screen.getByRole('button', { name: 'Show later thumbnails' }));
    expect(thumbnails()).toEqual([3, 4, 5, 6, 7].map((n) => `Show photo ${n} of 7`));
    expect(screen.getByRole('button', { name: 'Show later thumbnails' })).toBeDisabled();
    // The photo shown is still the first.
    expect(screen.getByRole('img', { name: 'Chair, photo 1 of 7' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show earlier thumbnails' }));
    expect(thumbnails()).toEqual([2, 3, 4, 5, 6].map((n) => `Show photo ${n} of 7`));
    // Choosing a photo brings the window back to it.
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: 'Chair, photo 7 of 7' })).toBeInTheDocument();
    expect(thumbnails()).toEqual([3, 4, 5, 6, 7].map((n) => `Show photo ${n} of 7`));
  });

  it('changes the photo on a touch swipe without opening the zoom', () => {
    render(<ListingGallery images={images} name="Chair" />);
    const main = screen.getByRole('button', { name: /^Zoom in on/ });

    swipe(main, 220, 120);
    expect(screen.getByRole('img', { name: 'Chair, photo 2 of 7' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    swipe(main, 120, 260);
    swipe(main, 120, 260);
    expect(screen.getByRole('img', { name: 'Chair, photo 7 of 7' })).toBeInTheDocument();

    // A short movement is a tap: it opens the zoom.
    swipe(main, 120, 130);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores mouse drags, which stay clicks', () => {
    render(<ListingGallery images={images} name="Chair" />);
    swipe(screen.getByRole('button', { name: /^Zoom in on/ }), 220, 100, 'mouse');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the zoom overlay while closed (issue #12 §3, Total Blocking Time)', () => {
  it('adds nothing to the first render: one commit at mount, no urgent second one', async () => {
    const { Profiler } = await import('react');
    const commits: string[] = [];
    render(
      <Profiler id="gallery" onRender={(_id, phase) => commits.push(phase)}>
        <ListingGallery images={images} name="Chair" />
      </Profiler>,
    );
    // Mounted closed, Radix Presence dispatched from a layout effect: React committed a second, urgent update.
    expect(commits).toEqual(['mount']);
    // Zooming in still opens it, and it stays mounted to animate out when closed.
    await userEvent.setup().click(screen.getByRole('button', { name: /Zoom in/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
