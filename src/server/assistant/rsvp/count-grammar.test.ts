// Counts and people: SMS spellings, a group counted with a noun, « moi + 1 », and corrections where the last count wins.
import { describe, expect, it } from 'vitest';
import { correctedCount } from './count-grammar.ts';
import { readRsvpByGrammar } from './read-rsvp.ts';

const read = (text: string) => {
  const r = readRsvpByGrammar(text);
  return r && { status: r.status, partySize: r.partySize };
};

describe('the grammar of counts', () => {
  it.each([
    ['on sera troi 😊', 3],
    ['nou seron kat, merci pr l invit', 4],
    ['ok pr nous, on s ra 2', 2],
    ["on s'ra 4 avec les petits", 4],
    ['on seras 4 !', 4],
    ['nous seront 5 avec les enfants', 5],
    ['On débarque en bande de 4 !', 4],
    ['Toute la tribu sera là, une équipe de 6 😄', 6],
    ["We're coming as a group of 5", 5],
    ['Vamos en grupo de 4, ¡qué ganas!', 4],
    ['On sera une petite délégation de 5 côté cousins 😄', 5],
    ['Moi + 1 !', 2],
    ['Oui avec Paul et les 2 petits', 4],
    ['Ma femme et moi serons là', 2],
    ['On arrive à 3 !', 3],
    ['Me and my husband plus our 3 kids', 5],
    ['Count us in: 2 adults and our 2 little ones', 4],
    ['On ne viendra que moi et Léa, les garçons ont leur match ce jour-là', 2],
    ['Allí estaremos los dos, Javier y yo', 2],
    ['On viendrait à deux, Greg et moi', 2],
    ['Oui, 2 personnes : Lucie et moi', 2],
    ['2 adults: me and Tom', 2],
    ['Claire, ma chérie, Papy et moi serons là', 2],
    ['Ma chérie et moi serons là', 2],
    ['Coucou Léa, Paul et moi serons là !', 2],
    ['Hi Tom, me and Sarah will be there', 2],
    ['Hola Ana, mi marido y yo iremos', 2],
    ['¡Ahí estaremos sin falta, los cuatro!', 4],
    ['Allí estaremos, los tres', 3],
    ['Yes please! Me and my partner, plus our little one', 3],
    ['Moi et mon mari, plus les deux enfants', 4],
    ['Paul et moi venons, Inès aussi, mais Léo sera en stage donc pas là', 3],
    ['Oui pour moi ! Et pour mes deux fils aussi (8 et 11 ans)', 3],
    ["I'm coming! And my mum too", 2],
    ['Javier y yo iremos, y Lucía también', 3],
    ['Je viens. Ma femme aussi, on sera 2', 2],
    ['Moi je viens, sans les enfants. Et Fabien sera là aussi bien sûr', 2],
    ["I'm coming. And Tom will come too", 2],
    ['Hey guys, me and Jess are in!', 2],
    ['Yo voy. Ana vendrá también', 2],
    // A count said in brackets, as an aside, is said all the same; an age in brackets is no count.
    ['Super, on sera là (on sera 3)', 3],
    ['Oui ! (nous serons 3)', 3],
    ['Oui on vient avec Léo (3)', 2],
    // The people named before the verb, and who they bring.
    ['Paul et Marie seront là avec leurs deux enfants', 4],
    ['M. et Mme Durand seront heureux de venir avec leur fille', 3],
    // A number, then who comes along: they add up.
    ['On répond présents : 2 + le bébé', 3],
    ['Yes, 2 + our little one', 3],
    // No « +1 »: the writer alone, as "no plus one".
    ['Présente évidemment, seule, pas de +1', 1],
    ['Oui je viens, sans +1 cette fois', 1],
    ['Sí, voy, sin +1', 1],
    ['Oui on vient, pas de +1 par contre on est 2', 2],
  ])('« %s » is a yes for %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize });
  });

  it('leaves a group of things and a count asked about alone', () => {
    expect(readRsvpByGrammar('Il y a un parking pour une bande de 4 voitures ?')).toBeNull();
    expect(readRsvpByGrammar('on peut venir à 4 ?')).toBeNull();
  });
});

describe('corrections', () => {
  it.each([
    ['On sera 4. Finalement on sera 3, ma sœur ne vient plus.', 3],
    ['on vient a 2... en fait 3, on amene le petit', 3],
    ["We'll be 5 — actually make that 4, Tom can't come", 4],
    ['Seremos 3, bueno, al final 2', 2],
    ['Nous viendrons à huit. Enfin non, sept, Julien est célibataire', 7],
    ['On sera 8 finalement, mon cousin vient avec sa femme et leurs deux filles', 8],
    ['On avait dit 4 mais ce sera 3 finalement', 3],
    ['on viendra finalement avec Noé donc on sera trois au lieu de deux désolés pour le changement', 3],
    ['Pardon, on ne sera pas 3, on sera 4 avec la petite', 4],
    ['Ojo: no somos 4, somos 5', 5],
    ["Quick update, it's 3 not 4", 3],
    ['Petite correction : ce sera 5 et pas 6', 5],
  ])('the last count said wins: « %s » → %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize });
  });

  it('finds no correction where no count follows the word', () => {
    expect(correctedCount('Finalement je pourrai venir ! Je serai seule.')).toBeNull();
  });
});

describe('households described by their roles', () => {
  it('does not count who one has checked with (« j’ai vérifié avec mon patron »)', () => {
    expect(read("Je viendrai, j'ai vérifié avec mon patron")?.partySize).not.toBe(2);
  });

  it.each([
    ['Oui pour toute la famille : 2 parents, 2 enfants, 1 grand-père', 5],
    ['Vamos todos: mamá, papá, mis tres primos y yo', 6],
    ['Présents ! Deux adultes, un enfant végétarien et notre chien qui reste à la maison', 3],
    // A total said, then who it counts: the total wins over the list that restates it.
    ['Confirmamos 4 personas: mis suegros, nosotros dos', 4],
    ['Nous serons 4 personnes : mes parents, nous deux', 4],
    ['Count us in: 2 adults 2 kiddos', 4],
    ['Oui on sera là avec nos trois gamins et mon père', 5],
    // First names after a group counted name its members.
    ['Nous viendrons avec nos jumelles Inès et Chloé', 4],
    ['Oui, moi et mes trois fils Tom, Léo et Noé', 4],
    // Who one has talked with is not brought along.
    [
      'Après en avoir discuté avec mon mari, nous avons le plaisir de vous dire que nous viendrons avec nos deux enfants',
      4,
    ],
  ])('« %s » → %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize });
  });

  it('counts who is listed beside a diet, as with no diet said', () => {
    expect(readRsvpByGrammar('Ce sera moi et Julien. Julien est végétarien.')).toMatchObject({
      status: 'yes',
      partySize: 2,
    });
    expect(readRsvpByGrammar('me + Tom. Tom is vegan')).toMatchObject({ status: 'yes', partySize: 2, missing: null });
    // A diet of people counted, with no one listed as coming, still asks whether they come.
    expect(readRsvpByGrammar('Nous sommes végétariens tous les deux')).toMatchObject({
      status: null,
      missing: 'status',
    });
  });
});
