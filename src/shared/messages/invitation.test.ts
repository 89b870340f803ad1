// The invitation's three answers say theirs in whole words, read as a program reading the reply reads them: the
// end-to-end evaluation (../shared/eval/run-rsvp.mjs) picks an option by its answer's word followed by a space, and
// took "No, sorry" for none of its no-words, picking "Not sure yet" for every English no asked this way.
import { describe, expect, it } from 'vitest';
import { INVITATION_LANGUAGES, invitationMessages } from './invitation.ts';

const fold = (s: string) =>
  `${s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')} `;
const YES = /(^| )(oui|yes|si)\W/;
const NO = /(^| )(non|no )/;
const MAYBE = /(^| )(sais pas|not sure|quizas)\W/;

describe('the invitation’s answers', () => {
  for (const language of INVITATION_LANGUAGES)
    for (const kind of ['button', 'sessionButton'] as const)
      it(`say yes, no and not sure each in whole words (${language}, ${kind})`, () => {
        const title = (answer: 'yes' | 'no' | 'maybe') => invitationMessages[`invite.${language}.${kind}.${answer}`];
        const [yes, no, maybe] = [fold(title('yes')), fold(title('no')), fold(title('maybe'))];
        expect(yes).toMatch(YES);
        expect(no).toMatch(NO);
        expect(no).not.toMatch(MAYBE);
        expect(maybe).toMatch(MAYBE);
        expect(maybe).not.toMatch(YES);
        // WhatsApp's session buttons hold 20 characters.
        if (kind === 'sessionButton')
          for (const t of ['yes', 'no', 'maybe'] as const) expect(title(t).length).toBeLessThanOrEqual(20);
      });
});
