import { describe, expect, it } from 'vitest';
import { parseSiteSettings, publicEnvironment } from '@/lib/server/env';
import { publicEnv } from '@/lib/browser/public-env';

const ids = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_live',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_live',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'Xy-12_ab',
};

describe('the build settings', () => {
  it('fill in working defaults, so a bare `npm run build` builds', () => {
    expect(parseSiteSettings({})).toEqual({
      SITE_URL: 'https://www.example.com',
      NEXT_PUBLIC_LEADS_API: '/api',
      NEXT_PUBLIC_EMAILJS_API: 'https://api.emailjs.com',
    });
    expect(parseSiteSettings({ SITE_URL: ' ', NEXT_PUBLIC_LEADS_API: '' }).NEXT_PUBLIC_LEADS_API).toBe('/api');
  });

  it('hand client code the values normalised, with empty ids where none are set', () => {
    const settings = parseSiteSettings({
      NEXT_PUBLIC_LEADS_API: 'https://Intake.Sugam-Movers.in/api/',
      NEXT_PUBLIC_EMAILJS_API: 'http://127.0.0.1:3102/',
    });
    expect(publicEnvironment(settings)).toEqual({
      NEXT_PUBLIC_LEADS_API: 'https://intake.sugam-movers.in/api',
      NEXT_PUBLIC_EMAILJS_API: 'http://127.0.0.1:3102',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: '',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '',
    });
    expect(publicEnvironment(parseSiteSettings({ ...ids, NEXT_PUBLIC_LEADS_API: '/intake/' }))).toEqual({
      NEXT_PUBLIC_LEADS_API: '/intake',
      NEXT_PUBLIC_EMAILJS_API: 'https://api.emailjs.com',
      ...ids,
    });
  });

  it('are what the forms use in the unit tests too (as the build inlines them)', () => {
    expect(publicEnv.leadsApi).toBe('/api');
    expect(publicEnv.emailApi).toBe('https://api.emailjs.com');
  });

  // Each kind of bad value stops the build with the setting's name and without echoing the value.
  it.each([
    ['SITE_URL', 'www.sugam-movers.in', /SITE_URL: must be an origin only/],
    ['SITE_URL', 'https://www.sugam-movers.in/en/', /SITE_URL: must be an origin only/],
    ['SITE_URL', 'ftp://www.sugam-movers.in', /SITE_URL: must be an origin only/],
    ['NEXT_PUBLIC_LEADS_API', 'intake.sugam-movers.in/api', /NEXT_PUBLIC_LEADS_API: must be an http\(s\) URL/],
    ['NEXT_PUBLIC_LEADS_API', '//intake.sugam-movers.in/api', /NEXT_PUBLIC_LEADS_API/],
    ['NEXT_PUBLIC_LEADS_API', 'https://intake.sugam-movers.in/api?key=s3cr3t', /NEXT_PUBLIC_LEADS_API/],
    ['NEXT_PUBLIC_LEADS_API', 'javascript:alert(1)', /NEXT_PUBLIC_LEADS_API/],
    ['NEXT_PUBLIC_EMAILJS_API', '/email', /NEXT_PUBLIC_EMAILJS_API: must be an http\(s\) URL/],
    ['NEXT_PUBLIC_EMAILJS_API', 'https://user:s3cr3t@api.emailjs.com', /NEXT_PUBLIC_EMAILJS_API/],
    ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'service live"s3cr3t', /NEXT_PUBLIC_EMAILJS_SERVICE_ID: must be an id/],
    ['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'template/../s3cr3t', /NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: must be an id/],
    ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', '<s3cr3t>', /NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: must be an id/],
  ])('%s=%s stops the build, naming the setting', (name, value, message) => {
    const source = name.includes('_ID') || name.endsWith('_KEY') ? { ...ids, [name]: value } : { [name]: value };
    expect(() => parseSiteSettings(source)).toThrow(message);
    expect(() => parseSiteSettings(source)).toThrow(/^Invalid build setting: /);
    try {
      parseSiteSettings(source);
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cr3t');
    }
  });

  it('refuse some e-mail ids without the others, naming the missing ones', () => {
    expect(() => parseSiteSettings({ NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_live' })).toThrow(
      /NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: must be set too.*NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: must be set too/,
    );
  });
});
