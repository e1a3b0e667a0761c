import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, thumbnailUrl, videoEmbedUrl } from '../../contract';
import { MAP_SANDBOX, MapPreview } from '../../src/pages/institutions/MapPreview';
import { VideoPreview } from '../../src/pages/institutions/VideoPreview';

describe('the map: only known map services are framed', () => {
  it('frames a Google Maps embed with the least sandbox (no popups, forms, navigation)', () => {
    render(<MapPreview value="https://www.google.com/maps/embed?pb=!1m18" title="Map of X" />);
    const frame = screen.getByTitle('Map of X');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=!1m18');
    expect(frame).toHaveAttribute('sandbox', MAP_SANDBOX);
    expect(MAP_SANDBOX).not.toMatch(/popups|forms|top-navigation|modals/);
  });

  it('shows a stored page of another site as a plain link, never framed', () => {
    render(<MapPreview value="https://phish.example/admin-login" title="Map of X" />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/not from a known map service/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://phish.example/admin-login' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('accepts Google Maps and OpenStreetMap embeds only', () => {
    expect(mapEmbedUrl('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4')).not.toBe(
      null,
    );
    expect(mapEmbedUrl('https://maps.google.com/maps?q=Paris&output=embed')).not.toBe(null);
    for (const other of [
      'https://www.google.com/search?q=x',
      'https://evil.example/maps/embed',
      'https://www.google.com.evil.example/maps/embed',
      'http://www.google.com/maps/embed?pb=1',
    ]) {
      expect(mapEmbedUrl(other), other).toBeNull();
    }
  });
});

describe('the video link: a preview for YouTube and Vimeo, embedded only on click', () => {
  it('YouTube: nothing is framed until "Play the video", then youtube-nocookie.com', async () => {
    render(<VideoPreview link="https://www.youtube.com/watch?v=dQw4w9WgXcQ" name="Club" />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText('Loads from www.youtube-nocookie.com only when you click'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Play the video/ }));
    const frame = screen.getByTitle('Video of Club');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByRole('link', { name: /youtube\.com\/watch/ })).toBeInTheDocument();
  });

  it('Vimeo: the player with dnt=1 after the click', async () => {
    render(<VideoPreview link="https://vimeo.com/76979871" name="Club" />);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Play the video/ }));
    expect(screen.getByTitle('Video of Club')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('any other host stays a plain link, with no button and no frame', () => {
    render(<VideoPreview link="https://videos.example/party.mp4" name="Club" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'https://videos.example/party.mp4' })).toBeVisible();
  });

  it('reads the usual YouTube link forms', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbedUrl(link), link).toBe(embed);
    }
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=bad')).toBeNull();
  });
});

describe('lists show the thumbnail of an upload', () => {
  it("maps this server's uploads to their thumbnail and leaves other URLs alone", () => {
    const id = '5d1a7c9e-0000-4b2c-8d3e-4f5a6b7c8d9e';
    expect(thumbnailUrl(`/uploads/covers/${id}.display.webp`)).toBe(
      `/uploads/covers/${id}.thumb.webp`,
    );
    expect(thumbnailUrl(`/uploads/avatars/${id}.svg`)).toBe(`/uploads/avatars/${id}.thumb.webp`);
    // The legacy server's pictures are absolute S3 URLs without thumbnails.
    const legacy = 'https://bucket.s3.example/covers/abc.jpg';
    expect(thumbnailUrl(legacy)).toBe(legacy);
    expect(thumbnailUrl(null)).toBeUndefined();
  });
});
