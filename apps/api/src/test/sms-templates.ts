import { templateSettings } from '../modules/notifications/texts.ts';

/** A registered template id for every booking text, as a real SMS gateway's config needs. */
export function smsTemplateEnv(prefix = 'tmpl'): Record<string, string> {
  return Object.fromEntries(
    templateSettings.map((name) => [
      name,
      `${prefix}-${name.slice('SMS_TEMPLATE_'.length).toLowerCase()}`,
    ]),
  );
}
