import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentHead, PAGE_HEAD } from './DocumentHead';

const descriptions = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
    (meta) => meta.content,
  );

describe('DocumentHead', () => {
  beforeEach(() => {
    document.title = 'CareConnect';
    document.head.innerHTML = '<meta name="description" content="Care for your family">';
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('titles the page as it appears', () => {
    const { rerender } = render(<DocumentHead title="Services | CareConnect" />);
    expect(document.title).toBe('Services | CareConnect');
    rerender(<DocumentHead title="सेवाएँ | CareConnect" />);
    expect(document.title).toBe('सेवाएँ | CareConnect');
  });

  it("describes its page while it is shown, and leaves the site's description alone", () => {
    const { unmount } = render(<DocumentHead title="A post" description="Keep elders dry" />);
    expect(descriptions()).toEqual(['Care for your family', 'Keep elders dry']);
    unmount();
    expect(descriptions()).toEqual(['Care for your family']);
  });

  it("takes over the server's copy of the page's description instead of adding a second", () => {
    document.head.innerHTML = `<meta name="description" content="Keep elders dry" ${PAGE_HEAD}="">`;
    const { unmount } = render(<DocumentHead title="A post" description="Keep elders dry" />);
    expect(descriptions()).toEqual(['Keep elders dry']);
    unmount();
    expect(descriptions()).toEqual([]);
  });
});
