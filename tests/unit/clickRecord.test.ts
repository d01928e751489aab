// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clickRecord } from '../../engine/actions/clickRecord.ts';

function dom(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}
const $ = (selector: string) => document.querySelector(selector)!;

describe('clickRecord: what a click records, from the data-track… attributes', () => {
  it('an element with its own data-track: its event, label, destination and parameters, in that order', () => {
    dom('<a href="/about" data-track="link_click" data-track-label="About us" data-track-param-location="footer"><span>About</span></a>');
    const record = clickRecord($('span'));
    expect(record).toEqual({ event: 'link_click', params: { label: 'About us', destination: '/about', location: 'footer' } });
    expect(Object.keys(record!.params)).toEqual(['label', 'destination', 'location']);
    dom('<button type="button" data-track="button_click" data-track-label="Go">Go</button>');
    expect(clickRecord($('button'))).toEqual({ event: 'button_click', params: { label: 'Go', destination: '(none)' } });
  });

  it("a link in a group: the group's event and parameters, labelled with its text or its own data-track-label", () => {
    dom(`<nav data-track-links="navigation_click" data-track-param-location="header">
      <a href="/insights">
        Insights
      </a>
      <a href="/asset-types">Asset
        Types</a>
      <a href="/services/consulting" data-track-label="Consulting"><strong>Consulting</strong><span>Portfolio reviews</span></a>
      <a href="/x" data-track-param-location="elsewhere">X</a>
      <button type="button">Menu</button>
    </nav>`);
    const insights = clickRecord($('a[href="/insights"]'));
    expect(insights).toEqual({ event: 'navigation_click', params: { label: 'Insights', destination: '/insights', location: 'header' } });
    expect(Object.keys(insights!.params)).toEqual(['label', 'destination', 'location']);
    // The text as read out: line breaks and indents of the markup folded to single spaces.
    expect(clickRecord($('a[href="/asset-types"]'))!.params.label).toBe('Asset Types');
    expect(clickRecord($('strong'))).toEqual({
      event: 'navigation_click',
      params: { label: 'Consulting', destination: '/services/consulting', location: 'header' },
    });
    // A link's own parameter wins over the group's.
    expect(clickRecord($('a[href="/x"]'))!.params.location).toBe('elsewhere');
    // Only links are in the group: its buttons and the space between them record nothing.
    expect(clickRecord($('button'))).toBeNull();
    expect(clickRecord($('nav'))).toBeNull();
  });

  it('a link with its own data-track inside a group is tracked by it alone', () => {
    dom(
      '<nav data-track-links="navigation_click" data-track-param-location="header"><a href="/contact" data-track="button_click" data-track-label="Talk">Get in Touch</a></nav>',
    );
    expect(clickRecord($('a'))).toEqual({ event: 'button_click', params: { label: 'Talk', destination: '/contact' } });
  });

  it('a link in no group and without data-track records nothing', () => {
    dom('<a href="tel:+19185550142">Call</a>');
    expect(clickRecord($('a'))).toBeNull();
  });
});
