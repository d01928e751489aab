import { issueKind } from './define.ts';

/** What a field of format "phone" must hold beyond its pattern: a number a link can dial. */
export const phoneIssues = {
  'unreadable-phone': issueKind<{ phone: string; reason: string }>({
    title: 'A phone number that cannot be turned into a link a phone can dial',
    message: ({ phone, reason }) => `phone number "${phone}" cannot be read: ${reason}`,
    hint: "Write the number in international form, '+' and the country code ('+44 20 7946 0958'), or as a North American number ('(918) 555-0142'). It is shown as written; links dial '+' and its digits.",
    example: {
      phone: '020 7946 0958',
      reason:
        "it is not a North American number; write it in international form: '+', the country code and the number, such as '+44 20 7946 0958'",
    },
  }),
};
