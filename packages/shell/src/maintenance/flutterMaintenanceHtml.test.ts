import { describe, it, expect } from 'vitest';
import { flutterMaintenanceHtml } from './flutterMaintenanceHtml';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('flutterMaintenanceHtml', () => {
  it('is a complete, translated, static document', () => {
    const html = flutterMaintenanceHtml({ brandName: 'Zedbet', locale: 'en' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const doc = parse(html);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Zedbet – maintenance');
    expect(doc.querySelector('h1')?.textContent).toBe('We’ll be back soon');
    expect(doc.querySelector('p')?.textContent).toContain('Zedbet');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('has no scripts, stylesheets or external resources', () => {
    const html = flutterMaintenanceHtml({ brandName: 'Zedbet', locale: 'de' });
    const doc = parse(html);
    expect(doc.querySelectorAll('script, style, link, img, iframe, object')).toHaveLength(0);
    expect(html).not.toMatch(/\bon[a-z]+=/i);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('writes each locale in its language', () => {
    const es = parse(flutterMaintenanceHtml({ brandName: 'Dafabet', locale: 'es' }));
    expect(es.documentElement.lang).toBe('es');
    expect(es.querySelector('h1')?.textContent).toBe('Volvemos enseguida');
    const ja = parse(flutterMaintenanceHtml({ brandName: '777baby', locale: 'ja' }));
    expect(ja.documentElement.lang).toBe('ja');
    expect(ja.querySelector('h1')?.textContent).toBe('まもなく再開します');
    const sc = parse(flutterMaintenanceHtml({ brandName: 'Dafabet', locale: 'sc' }));
    expect(sc.documentElement.lang).toBe('zh-Hans');
  });

  it('falls back to English for an unknown locale', () => {
    const doc = parse(flutterMaintenanceHtml({ brandName: 'Zedbet', locale: 'xx' }));
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('We’ll be back soon');
  });

  it('escapes the brand name', () => {
    const html = flutterMaintenanceHtml({ brandName: '<script>x</script>&Co', locale: 'en' });
    expect(html).not.toContain('<script>');
    expect(parse(html).title).toBe('<script>x</script>&Co – maintenance');
  });
});
