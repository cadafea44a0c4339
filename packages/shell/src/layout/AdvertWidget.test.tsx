import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, it, expect, vi } from 'vitest';
import { AdvertWidget } from './AdvertWidget';
import { anonymousViewer, depositorViewer, sampleAdvert } from './sampleAdverts';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdvertWidget', () => {
  const adverts = [
    sampleAdvert({ id: 1, audience: 'all', name: 'For all', link_name: null }),
    sampleAdvert({ id: 2, audience: 'logged_in', name: 'Players only', link_name: null }),
    sampleAdvert({ id: 3, audience: 'logged_out', name: 'Visitors only', link_name: null }),
  ];

  it('shows only the adverts whose audience matches', () => {
    const { rerender } = renderWithProviders(
      <AdvertWidget adverts={adverts} viewer={anonymousViewer} />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.getByRole('img', { name: 'For all' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visitors only' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Players only' })).toBeNull();
    rerender(<AdvertWidget adverts={adverts} viewer={depositorViewer} />);
    expect(screen.getByRole('img', { name: 'Players only' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Visitors only' })).toBeNull();
  });

  it('renders nothing when no advert is visible', () => {
    const { container } = renderWithProviders(
      <AdvertWidget adverts={adverts.slice(1, 2)} viewer={anonymousViewer} />,
      { messages: shellMessagesEnglish },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('sizes the image, links site paths with the locale and shows the description', () => {
    renderWithProviders(
      <AdvertWidget
        adverts={[sampleAdvert()]}
        viewer={anonymousViewer}
        hrefFor={(p) => `/es${p}`}
      />,
      { messages: shellMessagesEnglish },
    );
    const img = screen.getByRole('img', { name: 'Weekend boost offer' });
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '250');
    expect(screen.getByRole('link', { name: 'Weekend boost offer' })).toHaveAttribute(
      'href',
      '/es/promotions',
    );
    expect(screen.getByText(/Double winnings/)).toBeInTheDocument();
  });

  it('drops unsafe links and hides the description when not wanted', () => {
    renderWithProviders(
      <AdvertWidget
        adverts={[sampleAdvert({ link: 'javascript:alert(1)', show_description: false })]}
        viewer={anonymousViewer}
      />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Double winnings/)).toBeNull();
  });

  it('shows markup in its text fields as plain text, never as elements', () => {
    const { container } = renderWithProviders(
      <AdvertWidget
        adverts={[
          sampleAdvert({
            name: '<b>Bold</b> name',
            link_name: '<img src=x onerror="alert(1)">',
            description: '<script>alert(2)</script><img src=x onerror="alert(3)">Caption',
            attachment_path: null,
          }),
        ]}
        viewer={anonymousViewer}
      />,
      { messages: shellMessagesEnglish },
    );
    const figure = container.querySelector('figure');
    expect(figure?.querySelectorAll('script, b, img[src="x"]')).toHaveLength(0);
    expect([...container.querySelectorAll('*')].some((el) => el.hasAttribute('onerror'))).toBe(
      false,
    );
    // The caption is the operator's text as written: the characters show, nothing runs.
    expect(container.querySelector('figcaption')?.textContent).toBe(
      '<script>alert(2)</script><img src=x onerror="alert(3)">Caption',
    );
  });

  it('links nowhere for javascript: and data: links (hostile samples in the URL fields)', () => {
    const { container } = renderWithProviders(
      <AdvertWidget
        adverts={[
          sampleAdvert({ id: 1, name: 'A', link_name: null, link: 'JaVaScRiPt:alert(7)' }),
          sampleAdvert({
            id: 2,
            name: 'B',
            link_name: null,
            link: 'data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==',
            popup: true,
          }),
          sampleAdvert({
            id: 3,
            name: 'C',
            link_name: null,
            link: null,
            attachment_path: 'javascript:alert(8)',
          }),
        ]}
        viewer={anonymousViewer}
      />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|data:text/i);
    expect(screen.queryByRole('img', { name: 'C' })).toBeNull();
  });

  it('renders no off-site href or image src for backslash and encoded tricks', () => {
    const { container } = renderWithProviders(
      <AdvertWidget
        adverts={[
          sampleAdvert({ id: 1, name: 'Slash', link_name: null, link: '/\\evil.example' }),
          sampleAdvert({
            id: 2,
            name: 'Image',
            link_name: null,
            link: '/%2F%2Fevil.example',
            attachment_path: '/\\evil.example/x.png',
          }),
          sampleAdvert({
            id: 3,
            name: 'Tab',
            link_name: null,
            link: '/\t/evil.example',
            popup: true,
          }),
        ]}
        viewer={anonymousViewer}
      />,
      { messages: shellMessagesEnglish },
    );
    const base = 'https://brand.example/sports';
    for (const anchor of container.querySelectorAll('a')) {
      expect(new URL(anchor.getAttribute('href') ?? '', base).origin).toBe('https://brand.example');
    }
    for (const image of container.querySelectorAll('img')) {
      expect(new URL(image.getAttribute('src') ?? '', base).origin).toBe('https://brand.example');
    }
    expect(container.innerHTML).not.toContain('evil.example');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Image' })).toBeNull();
    expect(screen.getByText('Image')).toBeInTheDocument();
  });

  it('opens popup adverts with window.open and the popup features', async () => {
    const user = userEvent.setup();
    const popup = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWithProviders(
      <AdvertWidget
        adverts={[
          sampleAdvert({
            id: 9,
            link: 'https://promo.example/x',
            popup: true,
            popup_width: 500,
            popup_height: 300,
            popup_allow_resize: true,
            popup_allow_scrollbars: true,
          }),
        ]}
        viewer={anonymousViewer}
      />,
      { messages: shellMessagesEnglish },
    );
    await user.click(screen.getByRole('link', { name: /Weekend boost offer.*new window/ }));
    expect(open).toHaveBeenCalledWith(
      'https://promo.example/x',
      'advert-9',
      'width=500,height=300,resizable=yes,scrollbars=yes',
    );
    expect(popup.opener).toBeNull();
  });
});
