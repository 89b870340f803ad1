import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { CHAGNY_FULL } from './testing/chagny-wedding.ts';
import { EXAMPLES, welcomeMessage } from './welcome-message.ts';

// A wedding with every field filled, written for the tests.
const full = { wedding: CHAGNY_FULL };

describe('the welcome message', () => {
  it('suggests questions the assistant answers from the right fact, in every language', () => {
    for (const example of EXAMPLES) {
      for (const language of ['fr', 'en', 'es'] as const) {
        const answer = answerQuestion({ wedding: full.wedding, faqs: [], text: example[language] });
        expect(answer.sources, `${example[language]} -> ${answer.reply}`).toContain(example.field);
      }
    }
  });

  it('names the couple and the date, with three examples', () => {
    const message = welcomeMessage({ wedding: full.wedding, language: 'en' });
    expect(message).toContain(full.wedding.brideName);
    expect(message.split('\n').filter((l) => l.startsWith('•'))).toHaveLength(3);
  });
});

describe('the welcome that knows the guest', () => {
  const ines = { ...full.wedding, brideName: 'Inès', groomName: 'Thomas' };

  it('elides the names as French wants them', () => {
    expect(welcomeMessage({ wedding: ines })).toContain("l'assistant du mariage d'Inès et Thomas");
    expect(welcomeMessage({ wedding: { ...ines, brideName: 'Léa' } })).toContain(
      "l'assistant du mariage de Léa et Thomas",
    );
  });

  it('invites a listed guest who has not answered to answer, in their language', () => {
    expect(welcomeMessage({ wedding: ines, language: 'es', invitationOpen: true })).toMatch(
      /¡Bienvenido![\s\S]*dígame aquí si viene y cuántos serán\.$/,
    );
    expect(welcomeMessage({ wedding: ines, invitationOpen: true })).toContain("répondu à l'invitation");
    expect(welcomeMessage({ wedding: ines })).not.toContain("l'invitation");
  });
});
