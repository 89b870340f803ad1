// English words by which guests answer an invitation (see fr.ts).
import type { RsvpVocabulary } from '../vocabulary.ts';

export const en: RsvpVocabulary = {
  chat: { im: 'i m', gonna: 'going to', prob: 'probably', prolly: 'probably', def: 'definitely', defo: 'definitely', bf: 'boyfriend', gf: 'girlfriend' },
  numbers: { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
  // English texters write numbers as digits.
  smsNumbers: {},
  groupNouns: ['group', 'gang', 'crew', 'squad', 'party', 'bunch', 'team', 'tribe', 'family'],
  corrections: ['actually', 'in the end', 'after all', 'correction', 'scratch that', 'make that', 'sorry i meant', 'i meant', 'update', 'change of plans'],
  pendingOn: ['day off', 'leave', 'time off', 'boss', 'shift', 'shifts', 'rota', 'work', 'babysitter', 'sitter', 'nanny', 'flight', 'flights', 'tickets', 'visa', 'health', 'surgery', 'due date'],
  firm: ['in any case', 'either way', 'whatever happens', 'no matter what'],
  conditionWords: ['if', 'waiting for', 'waiting on', 'provided', 'as long as', 'depending', 'depends'],
  parts: {
    'vin-d-honneur': ['drinks reception', 'cocktail hour', 'cocktails', 'drinks', 'vin d honneur', 'aperitif'],
    ceremony: ['ceremony', 'church', 'service', 'town hall'],
    dinner: ['dinner', 'meal', 'reception dinner', 'wedding breakfast'],
    party: ['party', 'evening', 'dancing'],
    brunch: ['brunch', 'day after', 'next day'],
  },
  only: ['only', 'just'],
  followUp: {
    partySize: 'How many of you will there be in all?',
    status: 'Will you be there, then? (yes, no, or not sure yet)',
    statusOptions: ['Yes, with pleasure', 'No, sorry', 'Not sure yet'],
  },
};
