// The RSVP reader on messages written for these tests (the evaluation sets of bench/assistant/rsvp stay apart).
import { describe, expect, it } from 'vitest';
import { readRsvpByGrammar } from './read-rsvp.ts';

const read = (text: string) => {
  const r = readRsvpByGrammar(text);
  return r && { status: r.status, partySize: r.partySize, diet: r.diet !== null };
};

describe('readRsvpByGrammar', () => {
  it('reads words an object inherits as any other word (« constructor » is no chat spelling, no number)', () => {
    expect(read('constructor')).toBeNull();
    expect(read('Oui, on sera 2, constructor toString')).toEqual({ status: 'yes', partySize: 2, diet: false });
  });

  it.each([
    ['Nous serons 2, avec plaisir !', 'yes', 2],
    ['Oui avec mon fils', 'yes', 2],
    ['Coucou ! Lucas et moi on sera là 🎉', 'yes', 2],
    ['Oui pour moi, ma femme et nos 3 enfants', 'yes', 5],
    ['We will be there, the three of us', 'yes', 3],
    ['Sí, iremos mi marido y yo', 'yes', 2],
    ['On sera 2 + le bébé', 'yes', 3],
    ['Je viendrai seule', 'yes', 1],
    ['Count me in! +1', 'yes', 2],
  ])('reads « %s » as %s for %s', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });

  it.each([
    ['Finalement je ne pourrai pas venir', 'no'],
    ["Unfortunately we can't make it, we'll be abroad that week", 'no'],
    ['Lamentablemente no podremos ir', 'no'],
    ['On sera avec vous par la pensée, gros bisous', 'no'],
    ['Pas encore sûrs, on vous redit vite', 'maybe'],
    ["I'd love to come but I'm not sure I can get the day off", 'maybe'],
    ['Si mon patron me donne mon samedi, je viens avec plaisir', 'maybe'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it('keeps only those who come: « mon mari viendra mais moi non »', () => {
    expect(read('Ma femme viendra, pas moi')).toEqual({ status: 'yes', partySize: 1, diet: false });
    expect(read('Je ne pourrai pas venir, mais Paul, mon fils, viendra nous représenter')).toEqual({
      status: 'yes',
      partySize: 1,
      diet: false,
    });
    expect(read('Je ne pourrai pas venir, et Paul, mon fils, ne viendra pas non plus')?.status).toBe('no');
    expect(read('My wife will come, not me')).toEqual({ status: 'yes', partySize: 1, diet: false });
    expect(read('No puedo ir a la boda pero sí a la fiesta')?.status).toBe('yes');
    expect(read('Mon mari viendra, mais moi je ne pourrai pas')).toEqual({ status: 'yes', partySize: 1, diet: false });
    expect(read("My parents won't come but I will, on my own")).toEqual({ status: 'yes', partySize: 1, diet: false });
  });

  it('reads a dietary need told, not asked', () => {
    expect(read('Un végétarien parmi nous')).toEqual({ status: null, partySize: null, diet: true });
    expect(read('Oui on vient ! Ma fille est allergique aux noix')).toEqual({
      status: 'yes',
      partySize: null,
      diet: true,
    });
    expect(read('Y aura-t-il un menu végétarien ?')).toBeNull();
    expect(read('On sera 3, aucune allergie')).toEqual({ status: 'yes', partySize: 3, diet: false });
    expect(read('Somos 2 y no tenemos alergias')).toEqual({ status: 'yes', partySize: 2, diet: false });
    expect(read("We'll be 2, we don't have any allergies")).toEqual({ status: 'yes', partySize: 2, diet: false });
  });

  it.each([
    'Je peux venir avec mon copain ?',
    "Jusqu'à quand faut-il confirmer sa présence ?",
    'Is there parking? We are coming from Lyon',
    'On vient en 2 voitures, il y a de la place pour se garer ?',
    'Si on ne peut pas venir, on fait comment pour le cadeau ?',
    'How many guests are invited?',
    'Merci pour les infos !',
    'Une navette depuis la gare ? On viendra en train.',
    'Désolée du retard, je serai à Beaune dès vendredi pour aider',
    "Oui, je vous envoie l'adresse de mes parents ce soir",
    'Oui oui, bien reçu le faire-part ! Il y a un parking ?',
    "Yes we did get it, thank you! Where's the registry?",
    'Sí, sí, ya me llegó la invitación. ¿Hay autobús?',
    "Oui je confirme, c'est bien Savigny-lès-Beaune 😂",
    'Yes, the address is 12 Rose Street',
    "Oui, c'est bien noté !",
    "Oui je sais, je l'ai vu sur le site",
    'Yes, got the link, thanks!',
    'Sí, ya lo vi en la web',
    'Oui merci, on a bien reçu votre message',
  ])('takes no question for an answer: « %s »', (text) => {
    expect(read(text)).toBeNull();
  });

  it('reads a yes to the invitation beside an errand', () => {
    expect(read("Oui, je vous envoie l'adresse, on sera 3")).toEqual({ status: 'yes', partySize: 3, diet: false });
    expect(read('Oui ! Je vous envoie notre nouvelle adresse.')?.status).toBe('yes');
    expect(read("Oui, on sait déjà qu'on vient à 3")).toEqual({ status: 'yes', partySize: 3, diet: false });
  });

  it('gives what the message also asks to the assistant', () => {
    expect(readRsvpByGrammar('On sera 2 ! Il y a un parking ?')).toMatchObject({
      status: 'yes',
      partySize: 2,
      asked: 'Il y a un parking ?',
    });
  });

  it.each([
    ['Peut-être, ça dépend du boulot. Si on vient, on sera 3.', 'maybe', 3],
    ['Si tout va bien, je viens avec ma sœur', 'maybe', 2],
    ['Je ne sais pas encore, je dois voir avec mon mari', 'maybe', null],
    ['On hésite encore, mais ce serait nous deux', 'maybe', 2],
    ['Pas encore sûre, je peux vous répondre la semaine prochaine ?', 'maybe', null],
  ])('reads a doubt and who would come under it: « %s »', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });

  it.each([
    ['On sera 3 adultes et 2 ados', 5],
    ['Yes! 2 adults 1 toddler', 3],
    ['Moi, Léo et les jumeaux, donc 4', 4],
    ['Oui ! On sera 2 + la petite, donc 3 en comptant tout le monde', 3],
    ['Mes parents et moi serons là', 3],
    ['Oui ! Nous deux et les enfants (Emma et Louis)', 4],
    ["We'll be there! Me, Tom and the kids (3)", 5],
    ['Oui, nous deux et les enfants (3)', 5],
    ['Nous serons là, nous deux et notre fils de 6 ans', 3],
    ['Oui je viendrai avec ma femme, Julie. Amitiés, Paul', 2],
    ['Avec plaisir, nous serons là. Claire et Antoine', 2],
    ['Mon père ne pourra pas venir, on sera donc ma mère et moi', 2],
    ['Coming! It will be me and Sam', 2],
  ])('counts the people coming in « %s »: %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });

  it("takes a correction or the writer's own sum as the count", () => {
    expect(read('Petit changement : on ne sera pas 5 mais 4')?.partySize).toBe(4);
    expect(read('Me + my sister = 2')).toEqual({ status: 'yes', partySize: 2, diet: false });
  });

  it.each([
    ["I'm afraid neither of us will be able to attend", 'no'],
    ['Lamentamos no poder acompañaros, os deseamos lo mejor', 'no'],
    ['Ma grand-mère ne pourra pas venir, elle vous embrasse', 'no'],
    ["Je vous prie d'excuser mon absence, je serai en mission", 'no'],
    ['nope cant, im in Rome that weekend', 'no'],
  ])('reads a regret said without « pas »: « %s »', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it.each([
    "Je peux venir vous aider à installer la salle le samedi matin si besoin ! J'ai mon vendredi de repos",
    'We can come over and help set up the tables on Friday',
    'Podemos ir a ayudar a decorar la finca el viernes',
  ])('takes coming to help for no answer: « %s »', (text) => {
    expect(read(text)).toBeNull();
  });

  it.each([
    'On part de Lyon en voiture, il nous reste 2 places dans la voiture pour qui veut',
    'Nous avons loué un gîte pour 6 personnes près du château, il reste de la place',
    'We have 3 seats left in the car from London if anyone needs a lift',
    'Tenemos una casa rural para 5 personas, por si alguien quiere compartir',
    "Si des amis partent de Nantes le vendredi soir, j'ai 4 places dans le camion",
  ])('takes a count of seats or beds for no party: « %s »', (text) => {
    expect(read(text)).toBeNull();
  });

  it.each([
    'Pas possible pour nous le samedi, mais on viendra vous voir à Lyon à la rentrée !',
    "Sadly we can't make it, but we'll come and visit you in September",
    'No podremos ir a la boda, pero iremos a veros en otoño',
  ])('takes a visit another time for no coming: « %s » declines', (text) => {
    expect(read(text)?.status).toBe('no');
  });

  it.each([
    'Je suis obligée de revenir sur notre oui, mon père est hospitalisé.',
    "Sorry to do this, but we'll have to change our yes to a no, the baby is due that week",
    'Me toca cambiar mi sí por un no, me cambiaron el turno',
  ])('reads a yes taken back as a no: « %s »', (text) => {
    expect(read(text)?.status).toBe('no');
  });

  it.each([
    'Merci de tout cœur, mais je ne pourrai pas me déplacer jusqu’en Bretagne.',
    'Impossible pour moi de poser ce week-end-là, je suis désolé',
    'Si seulement je pouvais… je serai en mer ce mois-là.',
    "I wish I could, but I'm on call that whole week",
    "Afraid we can't make the wedding, we'll be in Canada",
    'Ugh, no can do, work trip 😩',
    'We will be following the livestream from Sydney!',
    'Ojalá pudiéramos, pero ese mes nace el bebé',
  ])('reads a refusal said otherwise: « %s »', (text) => {
    expect(read(text)?.status).toBe('no');
  });

  it('takes « ne pas pouvoir venir seul » for how one comes, not a no', () => {
    expect(read('Je ne peux pas venir seule, je viendrai avec ma sœur')).toEqual({
      status: 'yes',
      partySize: 2,
      diet: false,
    });
  });

  it.each([
    "Oui, on a réservé au Relais du Lac pour deux nuits, merci pour l'adresse",
    'Yes, we have booked our flights now, landing Friday noon',
    'Sí, ya he comprado los billetes de tren',
  ])('takes a yes to a booking made for no answer: « %s »', (text) => {
    expect(read(text)).toBeNull();
  });

  it.each([
    "Oui, nous serons 4 ! Aucun d'entre nous n'a d'allergie.",
    'Yes, we are 4. Nobody has any allergies.',
    'Sí, seremos 4. Ninguno de nosotros tiene alergias.',
  ])('takes nobody having an allergy for no diet: « %s »', (text) => {
    expect(read(text)).toEqual({ status: 'yes', partySize: 4, diet: false });
  });

  it.each([
    ['Iremos mi hija y yo, mi marido no puede porque tiene guardia', 2],
    ["Nous viendrons à deux, ma mère ne peut pas car elle est à l'hôpital", 2],
  ])("reads someone else's « can't, because » as their no: « %s »", (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });

  it.each([
    'Je viendrai avec les enfants, mon mari ne pourra pas venir',
    "I'll come with the kids, my husband can't make it",
  ])('asks how many when the writer brings others along beside a no: « %s »', (text) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize: null, missing: 'partySize' });
  });

  it("reads « seront là » as others coming, beside the writer's no", () => {
    expect(
      readRsvpByGrammar('Je ne pourrai pas venir, mais mes fils, qui sont invités aussi, seront là.'),
    ).toMatchObject({
      status: 'yes',
      missing: 'partySize',
    });
  });

  it.each([
    "I'm away on a course that weekend, but my wife will come. She'll represent us both",
    'Je serai en mission, mais mon mari viendra et nous représentera tous les deux',
  ])('counts only who comes, not those represented: « %s »', (text) => {
    expect(read(text)).toEqual({ status: 'yes', partySize: 1, diet: false });
  });

  it.each([
    ['Paul et moi serons là, Léa aussi, mais Hugo a ses partiels donc il reste à la maison.', 3],
    ["Tom and I will be there with Mia; Jake has exams so he'll stay home.", 3],
  ])('leaves out who stays home: « %s »', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });

  it.each([
    'Ce week-end-là on sera au Japon pour le mariage de mon frère, pas de bol !',
    "We'll be in Lisbon that week, what a shame!",
    'Esa semana estamos en México, ¡qué lástima!',
  ])('reads being elsewhere beside a regret as a no: « %s »', (text) => {
    expect(read(text)?.status).toBe('no');
  });

  it.each(["C'est un énorme oui de notre part !", "It's a resounding yes from the Smiths!", 'Es un rotundo sí'])(
    'reads a yes said as a noun: « %s »',
    (text) => {
      expect(read(text)?.status).toBe('yes');
    },
  );

  it('still reads a yes beside an offer to help', () => {
    expect(read('Oui on sera 2, et je peux venir vous aider à ranger le dimanche')).toEqual({
      status: 'yes',
      partySize: 2,
      diet: false,
    });
  });

  it("takes a diet named beside an answer as someone's", () => {
    expect(read('Oui pour moi ! Sans gluten svp')).toEqual({ status: 'yes', partySize: null, diet: true });
    expect(read('On vient à 2. Pouvez-vous prévoir un repas sans sel pour Louis ?')).toEqual({
      status: 'yes',
      partySize: 2,
      diet: true,
    });
  });

  it.each([
    'Sur le carton il y a 2 places, je peux venir avec ma fille ?',
    'On est 5 à la maison, on est tous invités ?',
    'Nous sommes très touchés, merci pour le faire-part !',
    'Il y a des chambres adaptées ? Pour une personne en fauteuil.',
    "Y aura-t-il le menu avant ? Il y a pas mal d'allergiques dans la famille.",
  ])('still takes no question for an answer: « %s »', (text) => {
    expect(read(text)).toBeNull();
  });

  it.each([
    ["C'est bon pour nous, on vient à 3 avec le bébé, vous auriez un lit parapluie ?", 'yes', 3],
    ['Oui ! À 4 avec les petits.', 'yes', 4],
    ['Je viens, mais sans les enfants', 'yes', 1],
    ['Elle viendra avec plaisir, accompagnée de mon oncle.', 'yes', 2],
    ['Madame, merci pour votre invitation. Malheureusement, je serai hospitalisée ce jour-là.', 'no', null],
    ['Malheureusement on arrivera en retard, après la cérémonie.', 'yes', null],
    ['Je viendrai avec mon frère si le +1 tient toujours', 'yes', 2],
    ['Oui ! 3 avec Margaux', 'yes', 3],
    ['Nous deux oui, les enfants restent avec leur père', 'yes', 2],
    ['Réponse de la famille Le Gall : oui. Nombre : 5', 'yes', 5],
    ['Petite modif : on ne sera plus 4 mais 3', 'yes', 3],
  ])('reads « %s » as %s for %s', (text, status, partySize) => {
    expect(read(text)).toMatchObject({ status, partySize });
  });

  // « arriver à », « conseguir » before an infinitive is managing, not arriving; trouble with the link is no answer.
  it.each([
    'Je n’arrive pas à télécharger le faire-part sur mon téléphone',
    'je peux pas cliquer sur le lien du site',
    "Sorry, I can't make it load on my laptop",
    'No consigo abrir la invitación en el móvil',
  ])('takes trouble with the invitation for no answer: « %s »', (text) => {
    expect(read(text)).toBeNull();
  });

  it.each([
    ['Je n’arrive pas à me libérer ce week-end-là', 'no'],
    ['No conseguimos ir, lo sentimos mucho', 'no'],
    ['On arrive par le train de 10 h avec ma sœur', 'yes'],
  ])('still reads coming or not after a verb of managing: « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it.each([
    ['c bon pr nous 👌', 'yes'],
    ["C'est tout bon pour moi !", 'yes'],
    ['peux pas dsl, trop de boulot', 'no'],
    ['VIENDRAI PAS DSL', 'no'],
    ['pourrons pas venir, on est en vacances', 'no'],
  ])('reads an SMS answer with no subject or in short spelling: « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it.each([
    ['Moi + Julien 💪', 2],
    ['Liam, Chloe, me and baby Noah', 4],
    // Added with « + », a list counts its first names whatever its last item's words (« monstres », "rascals").
    ['moi + Sarah + les 3 petits monstres', 5],
    ['me + Jake + the 3 little rascals', 5],
    ['¡Nos vemos allí! yo + Marta + Pablo', 3],
    ['bonjour je serait la avec ma fame et mes 2 garcon', 4],
    ['👍👍 x2', 2],
    ['🙋‍♀️🙋‍♂️👶', 3],
  ])('counts people listed, drawn or said in haste, with no yes-word: « %s » as %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });

  it.each([
    'Merci Claire, Paul et moi avons adoré le faire-part',
    'Hi Sam, Tom and I loved the invitation',
    'Gracias Ana, Luis y yo estamos muy felices por vosotros',
    '😂😂😂',
    'Imposible no emocionarse con la invitación 😍',
    'Thanks for the directions, see you there!',
    'Creo que sí hay parking',
    'Si mon mari travaille ce jour-là, je peux venir avec ma sœur à la place ?',
    'Oui je vous envoie le lien de la cagnotte ce soir',
    'Enfin une bonne nouvelle !',
  ])("takes small talk in an answer's words for no answer: « %s »", (text) => {
    expect(read(text)).toBeNull();
  });

  it.each([
    ['❌😭', 'no'],
    ['Vu le prix des billets on va faire l’impasse, désolés', 'no'],
    ['Nous aurons le plaisir d’assister à la cérémonie', 'yes'],
    ["I don't think I can make it", 'no'],
    ['Unfortunately we have a prior engagement', 'no'],
    ['Nous sommes déjà pris ce jour-là', 'no'],
    ['Me va a ser imposible', 'no'],
    ["We're a yes!", 'yes'],
    ['Puede que sí', 'maybe'],
    ['On a un baptême en Normandie ce week-end-là, désolés', 'no'],
    ['Nous marions notre fils le même jour !', 'no'],
    ["Ce jour-là c'est la communion de notre filleule", 'no'],
    ['Je ne serai pas en état de voyager après mon opération', 'no'],
    ['Pas pour nous cette fois, bisous', 'no'],
    ["Sounds lovely but we can't I'm afraid. Have a great day", 'no'],
    ["Sadly not, the baby's due then", 'no'],
    ['Lo sentimos mucho, ese día es el bautizo de nuestra nieta', 'no'],
    ['Nous avons des obsèques en Bretagne le même jour, désolés', 'no'],
    ["Mamie n'est plus trop en état de voyager, alors on restera à Brest avec elle. Mais le cœur y est", 'no'],
    ["We'll stay home with the baby, sorry", 'no'],
    ['jsuis la c sur !!', 'yes'],
    ['Zut, on est en Islande tout le mois de juin ! On pensera à vous', 'no'],
    ["Sadly I'll be in Denver for my cousin's graduation. Congrats!", 'no'],
    ['Lo siento, estaré en Lima por trabajo esas semanas', 'no'],
    ["Thanks for the invite, unfortunately it clashes with my brother's wedding", 'no'],
    ['Ça tombe le même jour que le mariage de ma cousine, désolée', 'no'],
    ['Coincide con la boda de mi prima, lo siento', 'no'],
    ['Je vérifie mon planning et je reviens vers vous', 'maybe'],
  ])('reads an answer said without oui or non: « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it('asks how many when a yes stands beside a doubt about who comes along', () => {
    expect(readRsvpByGrammar('Je viens, et peut-être ma sœur aussi, je lui demande')).toMatchObject({
      status: 'yes',
      partySize: null,
      missing: 'partySize',
    });
    expect(read('Je viens, peut-être avec ma sœur. On sera 2 au plus')?.partySize).toBe(2);
  });

  it('keeps the count a maybe states', () => {
    expect(read('Pas sûr à 100 %, mais on devrait être 4')).toEqual({ status: 'maybe', partySize: 4, diet: false });
    expect(read('Peut-être, on serait 2')).toEqual({ status: 'maybe', partySize: 2, diet: false });
    expect(read('On viendra peut-être à 3')).toEqual({ status: 'maybe', partySize: 3, diet: false });
  });
});

describe('a yes or a count that is no answer to the invitation', () => {
  it.each([
    // A yes to a favour asked of the guest, or to who does something.
    ["Yes, I'd be glad to give a speech at the dinner!"],
    ['Oui, je peux tout à fait faire une lecture à la cérémonie.'],
    ['Sí, claro, podemos recoger a tus abuelos en la estación.'],
    ["Yes, it's me who has the guestbook, I'll bring it on the day"],
    // Seats one has in a car.
    ["We've got 2 spare seats if anyone's driving down with us"],
    ['Tenemos 3 plazas libres en el coche para quien quiera'],
    // Coming for a task, a time said between.
    ['I can come over on Saturday morning to help decorate if you like'],
    // A yes opening a by-the-way before a question.
    ["Oui au fait, c'est à quelle heure la mairie ?"],
    ["Yes btw, what's the dress code?"],
    // Seats left, room in a car; a task taken on, help offered.
    ['On organise un covoit depuis Lyon, il reste 2 places, qui est partant ?'],
    ['Oui je m’occupe de la playlist, pas de souci !'],
    ['Sí, yo me encargo de las flores, tranquila'],
    ['Yes, happy to help with the flowers on Friday morning!'],
    ['Yes we can help out on Friday, we have room for 4 chairs in the van'],
    // Seats said otherwise; a count inside the shuttle; things carried.
    ["Je descends en voiture de Paris le vendredi, j'ai 3 places si des invités veulent covoiturer"],
    ["We're driving from Manchester, 2 seats free if anyone wants them"],
    ['Voy en coche desde Madrid, me sobran 2 plazas por si alguien necesita'],
    ["Oui oui j'ai bien noté pour la navette, on sera 4 dedans"],
    ['Sí, yo llevo las flores a la iglesia el sábado por la mañana'],
  ])('« %s » answers nothing', (text) => {
    expect(read(text)).toBeNull();
  });

  it('still reads a yes that comes, beside a favour or a question', () => {
    expect(read('Oui, on sera 2 ! Et je peux faire une lecture si vous voulez')).toEqual({
      status: 'yes',
      partySize: 2,
      diet: false,
    });
    expect(read('Oui, on vient à 3 ! Au fait, il y a un parking ?')?.status).toBe('yes');
    expect(read('Avec plaisir, on sera 2 ! Et je peux aider pour la déco')?.status).toBe('yes');
    expect(read('We’ll be there, the two of us! Happy to help with anything')?.partySize).toBe(2);
    // Driving down or bringing one's own children is coming, not a favour.
    expect(read('Yes, we’ll drive down on Friday')?.status).toBe('yes');
    expect(read('Oui, on peut emmener les enfants, on sera 4')).toEqual({ status: 'yes', partySize: 4, diet: false });
    expect(read('Sí, podemos llevar a los niños, seremos 4')).toEqual({ status: 'yes', partySize: 4, diet: false });
  });
});

describe('someone else comes while the writer does not', () => {
  it.each([
    ['Je ne pourrai pas être là, mais Paul viendra sans moi'],
    ["I can't make it, but Tom will come without me"],
    ['No podré ir, pero mi hermana sí irá'],
    ['Yo no puedo, mi mujer Carmen irá sin mí'],
  ])('reads « %s » as a yes for one', (text) => {
    expect(read(text)).toEqual({ status: 'yes', partySize: 1, diet: false });
  });

  it('reads « pas moi, seulement Ana »: only the others named come, counted when they can be', () => {
    expect(read('pas moi, seulement Ana')).toEqual({ status: 'yes', partySize: 1, diet: false });
    expect(read("I can't make it, only my wife")).toEqual({ status: 'yes', partySize: 1, diet: false });
    expect(read('Yo no puedo, solo mis padres')).toEqual({ status: 'yes', partySize: 2, diet: false });
    expect(read('Sans moi, juste Ana et les enfants')).toEqual({ status: 'yes', partySize: null, diet: false });
    // « juste » before no one: the writer's no stands.
    expect(read("I can't come, just wanted to say congrats")?.status).toBe('no');
    expect(read('Non merci, juste un petit mot pour vous féliciter')?.status).toBe('no');
  });

  it('reads no one coming in the party going on without the writer', () => {
    expect(read('So sorry, the party will go on without me this time')?.status).not.toBe('yes');
    expect(read('Ce sera sans moi, désolée')?.status).toBe('no');
  });
});

describe('a pair word before people named', () => {
  it.each([
    ['Iremos mi marido, yo y los dos niños', 4],
    ['Confirmamos: vamos Ana, yo y las dos niñas', 4],
  ])('reads « %s » as %s: « los dos niños » are two children, not the writer’s pair', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });

  it('still reads « los dos » as the pair', () => {
    expect(read('Sí, iremos los dos')).toEqual({ status: 'yes', partySize: 2, diet: false });
  });
});

describe('relatives named, and a relative greeted', () => {
  it.each([
    ['me and my auntie will come', 2],
    ['Iremos mi sobrino y yo', 2],
    ['Je viendrai avec mon parrain', 2],
    ['Querida hermana, tus tíos estarán allí. Iremos los tres: tu tío, tu prima y yo.', 3],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });
});

describe('a coming wished beside one’s own no', () => {
  it.each([
    ["I'd love to come but I can't make it", 'no'],
    ["We'd love to be there but sadly we can't", 'no'],
    ['Me encantaría ir pero no puedo', 'no'],
    ['Tom and I would love to come.', 'yes'],
    ["I'm so sorry, I can't come to the wedding itself, but I'd love to pop by for the brunch", 'yes'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it('counts who would love to come', () => {
    expect(read('Tom and I would love to come.')).toEqual({ status: 'yes', partySize: 2, diet: false });
  });
});

describe('« si » in Spanish: a yes drawn out, or the « if » of a question', () => {
  it('reads a drawn-out « siii » as a yes', () => {
    expect(read('siii voy con mi novia!!')).toEqual({ status: 'yes', partySize: 2, diet: false });
  });

  it('reads « si » opening a question as its « if », no answer', () => {
    expect(read('Si vamos, ¿hay aparcamiento?')).toBeNull();
    expect(read('Si venimos, ¿podemos traer al perro?')).toBeNull();
    expect(read('Si vamos!')?.status).toBe('yes');
    expect(read('Sí vamos, ¿hay parking?')?.status).toBe('yes');
  });
});

describe('French elision, « un peu », « compte sur moi », parts answered one by one', () => {
  it('reads « pas sûre d’avoir » as a doubt', () => {
    expect(read("Je ne suis pas sûre d'avoir mes congés.")?.status).toBe('maybe');
  });

  it('takes no « un peu » for a count before « pardon »', () => {
    expect(read('Je réponds un peu tard pardon !! Oui on vient, nous serons trois.')).toEqual({
      status: 'yes',
      partySize: 3,
      diet: false,
    });
    expect(read('On sera 3, pardon 2')?.partySize).toBe(2);
  });

  it('reads « compte sur moi » as a yes', () => {
    expect(read('Compte sur moi !')?.status).toBe('yes');
    expect(read('Compte sur nous !')?.status).toBe('yes');
  });

  it.each([
    ["Ceremony yes, dinner no — I'll be alone.", 1],
    ['Mairie oui, soirée non, je serai seule', 1],
    ['La ceremonia sí, la cena no', null],
  ])('reads « %s » as a yes to the part said yes', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize, parts: ['ceremony'] });
  });
});

describe('the writer introduced before the answer', () => {
  it.each([
    ["Hi, it's Karim's cousin Sam, I'll be there with my wife Jenna", 2],
    ['Coucou c’est Julie, Romain et moi serons là', 2],
    ['Hola, soy Marta, iré con mi marido', 2],
  ])('counts « %s » as %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });
});

describe('a coming tried, a doubt, a pass, another wedding that day', () => {
  it.each([
    ["On va essayer d'être là !", 'maybe'],
    ['Je vais essayer de venir mais je ne garantis rien', 'maybe'],
    ['On se tâte encore', 'maybe'],
    ['Todavía no lo sé, te digo la semana que viene', 'maybe'],
    ['Vamos a intentar ir, seríamos 2', 'maybe'],
    ["This one's a pass for us sadly", 'no'],
    ["we can't swing it this year", 'no'],
    ['Justo ese día se casa mi prima', 'no'],
    ['Ma sœur se marie le même jour, désolée', 'no'],
    ['My brother is getting married that weekend', 'no'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });
});

describe('a count joined to a diet in one clause', () => {
  it.each([
    ['On sera 4 et ma fille est végétarienne', 4],
    ['On sera 4 dont 2 végétariens', 4],
    ["We'll be 3 and my son is allergic to nuts", 3],
    ['Somos 4 y uno de los niños es alérgico al huevo', 4],
  ])('reads « %s » as a yes for %s with a diet', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: true });
  });
});

describe('English « yes for 2 » and « oh wait » corrections', () => {
  it.each([
    ['Yes for 2', 2],
    ['Count us in for 4!', 4],
    ['Yes for 3 — oh wait, 4, forgot my mum', 4],
    ["We'll be 2, no wait, 3 with the baby", 3],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });
});

describe('colloquial yeses and a day off to take', () => {
  it.each([
    ['on vi1 a 2', 'yes'],
    ['Je suis dispo !', 'yes'],
    ['Dispo ✌️', 'yes'],
    ['Obvioooo', 'yes'],
    ['Yup! 2 of us', 'yes'],
    ["Oui si j'arrive à poser mon vendredi", 'maybe'],
    ['Je ne suis pas dispo', 'no'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it('reads no yes in being free to help', () => {
    expect(read('Je suis dispo pour aider à la déco')).toBeNull();
  });
});

describe('a doubt said with « doubt », a group given its names', () => {
  it.each([
    ['I doubt we can make it', 'maybe'],
    ['Dudo que podamos ir', 'maybe'],
    ['Ni idea todavía', 'maybe'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it.each([
    ['Oui, nous serons là avec nos enfants Léo et Jade', 4],
    ['Vamos con nuestros hijos Pablo y Lucía', 3],
    ['Mon mari et moi serons là, ainsi que nos deux ados Léa et Hugo', 4],
  ])('counts « %s » as %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });

  it('takes no weekday for a first name', () => {
    expect(read('Je viens avec les enfants Samedi')?.partySize).toBeNull();
  });
});

describe('delight and pleasure: a yes to the invitation, or to a favour', () => {
  it.each([
    ['With pleasure!', 'yes'],
    ['Encantados!', 'yes'],
    ['No me lo perdería por nada', 'yes'],
    ['Ça marche pour nous !', 'yes'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it.each([
    'Sí, encantada de ayudar con las flores',
    "Oui, ravie d'aider pour la déco",
    "I'd do a reading with pleasure",
  ])('reads « %s » as a yes to a favour, no answer', (text) => {
    expect(read(text)).toBeNull();
  });
});

describe('a coming expected, not promised, and a yes pending something', () => {
  it.each([
    ['On devrait pouvoir venir', 'maybe'],
    ['We should be able to come', 'maybe'],
    ['Deberíamos poder ir', 'maybe'],
    ['Yes, pending my leave approval', 'maybe'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });
});

describe('a solo yes said otherwise', () => {
  it.each(['Just myself!', 'Yes - party of one', 'Iré sin mi marido', 'Voy, pero mi marido no puede'])(
    'counts « %s » as one',
    (text) => {
      expect(read(text)).toEqual({ status: 'yes', partySize: 1, diet: false });
    },
  );
});

describe('a belief that one cannot come, and time asked for', () => {
  it.each([
    ["je crois qu'on pourra pas", 'no'],
    ['jcroi kon pourra pa, trop loin avec le bb 😕 dsl', 'no'],
    ["I think we can't make it", 'no'],
    ["Je pense qu'on pourra venir", 'maybe'],
    ['Je crois que je vais pas pouvoir… mais laisse-moi encore une semaine pour être sûre', 'maybe'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });
});

describe('a coming supposed inside a sentence, "I\'m there", and the « m » of "I\'m"', () => {
  it.each([
    ['Me encantaría pero estoy fatal de la espalda, si mejoro voy, te aviso en mayo', 'maybe'],
    ["Ugh I wish! Visa still pending. If it comes through I'm there, I promise", 'maybe'],
    ['Claro, sí vamos', 'yes'],
    ['On vient, si ça vous va', 'yes'],
    ["I'm there for sure", 'yes'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it('takes the « m » of "I\'m" for no « M. »', () => {
    expect(read("Ugh I wish! If it comes through I'm there, I promise")?.partySize).toBeNull();
    expect(read('M. et Mme Leroux seront là')?.partySize).toBe(2);
  });
});

describe('Spanish « pasarse » to a part of the day', () => {
  it('reads « nos pasamos al cóctel nada más » as a yes to the cocktail only', () => {
    expect(readRsvpByGrammar('Nos pasamos al cóctel nada más')).toMatchObject({ status: 'yes', parts: ['cocktail'] });
  });
});

describe('SMS French with the subject glued to its verb', () => {
  it.each([
    ['jsrai la avc mon mec', 'yes', 2],
    ['jviendrai seule', 'yes', 1],
    ['jpeux pas venir dsl', 'no', null],
  ])('reads « %s » as %s for %s', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });
});

describe('a no that only opens a question', () => {
  it.each([
    ['Non mais attends, la mairie c’est à quelle heure ?'],
    ['Nan mais franchement, il faut venir habillé en blanc ?'],
    ['No but wait, is the church far from the venue?'],
    ['No pero oye, ¿a qué hora empieza la cena?'],
    ['nn mais vous êtes sûrs pour le dress code ?'],
  ])('reads « %s » as no answer', (text) => {
    expect(readRsvpByGrammar(text)).toBeNull();
  });

  it.each([
    ['Non, désolée, vous avez une liste pour un cadeau ?'],
    ['Non, on ne pourra pas être là, il y a une cagnotte ?'],
    ['Non mais on ne pourra pas être là, il y a une cagnotte ?'],
    ["No, sorry, we can't make it - is there a gift list?"],
    ['No, lo siento, no podemos ir. ¿Tenéis lista de bodas?'],
  ])('reads « %s » as a no', (text) => {
    expect(readRsvpByGrammar(text)?.status).toBe('no');
  });
});

describe('arriving with a number', () => {
  it.each([
    ['Nous arriverons à cinq', 5],
    ['On arrivera à trois !', 3],
    ['Coucou ! On débarque à 6', 6],
    ['On se pointera à quatre', 4],
    ['Llegaremos cinco', 5],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });

  it.each([
    ['On arrive à 5h'],
    ['On arrivera à 15h30'],
    ['Nous arriverons vers cinq heures'],
    ['On arrive à 2 dimanche'],
  ])('reads « %s » as an hour, no count', (text) => {
    expect(readRsvpByGrammar(text)?.partySize ?? null).toBeNull();
  });
});

describe('a count given as a range', () => {
  it.each([
    ['Oui avec plaisir, on sera 3 ou 4 !'],
    ['Avec plaisir, nous serons six voire sept'],
    ["Yes! There'll be 3 or 4 of us"],
    ['¡Sí! Iremos entre 4 y 5'],
    ['Oui on sera 4-5 avec les cousins'],
  ])('reads « %s » as a yes whose count is asked', (text) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize: null, missing: 'partySize' });
  });

  it('keeps a count beside a range of hours', () => {
    expect(read('Oui, on sera 3, on repartira vers 1 ou 2h')).toEqual({ status: 'yes', partySize: 3, diet: false });
  });
});

describe('declines in everyday words', () => {
  it.each([
    ["Sorry guys, it's not gonna happen this time"],
    ["Gutted but that's not happening for us"],
    ['Yo paso, ¡pasadlo genial!'],
    ['Paso esta vez, un abrazo'],
  ])('reads « %s » as a no', (text) => {
    expect(readRsvpByGrammar(text)?.status).toBe('no');
  });

  it.each([['Paso a saludaros después de la cena'], ['Os paso el número de mi primo'], ['Paso luego y hablamos']])(
    'reads « %s », where « paso » is no answer, as no no',
    (text) => {
      expect(readRsvpByGrammar(text)?.status ?? null).not.toBe('no');
    },
  );
});

describe('a yes and a number alone, and a phone number', () => {
  it.each([
    ['oui 2', 2],
    ['Oui, 3 !', 3],
    ['yes 2', 2],
    ['sí, 4', 4],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: false });
  });

  it('takes no hour nor duration after the yes for a count', () => {
    expect(read('oui 2h')?.partySize).toBeNull();
    expect(read('oui 2 secondes')?.partySize).toBeNull();
  });

  it.each([
    ['Oui on sera 2, mon numéro 06 12 34 56 78', 2],
    ['Yes, 2 of us, call me on +44 7700 900123', 2],
    ['Nous serons 3. Mon portable : 0612345678', 3],
  ])('counts nobody in the phone number of « %s »', (text, partySize) => {
    expect(read(text)?.partySize).toBe(partySize);
  });
});

describe('a refusal given as something else on that date, beside a regret', () => {
  it.each([
    ['Zut, même jour que la communion de ma nièce à Brest…', 'no'],
    ['Sorry both, we have my cousin’s christening that weekend', 'no'],
    ['Qué lástima, ese fin de semana tenemos la boda de mi prima', 'no'],
    ['Malheureusement on part en croisière ce week-end là', 'no'],
    // No regret said: the date alone answers nothing.
    ['Ce week-end là on déménage', null],
  ])('reads « %s » as %s', (text, status) => {
    expect(readRsvpByGrammar(text)?.status ?? null).toBe(status);
  });
});

describe('a no said otherwise, and words of coming that come to nothing', () => {
  it.each([
    ['Je vais être franche, je ne crois pas que je vais pouvoir', 'no'],
    ['Honestly with the baby a trip that long just isn’t doable', 'no'],
    ['Sadly my parents and I are no longer up to the journey', 'no'],
    ['Cette année impossible, désolée', 'no'],
    ['Este año imposible, lo siento', 'no'],
    ['No podemos, el médico no me deja volar', 'no'],
    ['Sorry, we’re a no. We’ll make it up to you!', 'no'],
  ])('reads « %s » as %s', (text, status) => {
    expect(readRsvpByGrammar(text)?.status).toBe(status);
  });

  it('lets an answer after a correction word replace the writer’s earlier one, not someone else’s', () => {
    expect(readRsvpByGrammar('On vous avait dit oui, mais finalement on ne pourra pas venir')?.status).toBe('no');
    expect(readRsvpByGrammar('Moi je viens, mais mon frère ne pourra finalement pas')?.status).toBe('yes');
  });
});

describe('answers put off', () => {
  it.each([
    ['Peut-être ! On en reparle au mariage de Lucie ?', 'maybe'],
    ['Je demande à mon mari et je reviens', 'maybe'],
    ['Ça dépendra des congés de Paul', 'maybe'],
    ["J'te dis ça demain", 'maybe'],
    ['Je vous réponds au plus vite', 'maybe'],
    ['Dame unas semanas para pensarlo', 'maybe'],
  ])('reads « %s » as %s', (text, status) => {
    expect(readRsvpByGrammar(text)?.status).toBe(status);
  });

  it('reads « les confirmo que » as a yes, « te confirmo » alone as a doubt', () => {
    expect(readRsvpByGrammar('Les confirmo que mi hermana y yo estaremos allí')?.status).toBe('yes');
    expect(readRsvpByGrammar('Te confirmo la semana que viene')?.status).toBe('maybe');
  });
});

describe('diets asked politely, avoided or stopped, and no allergy said', () => {
  it.each([
    ["Oui on vient à 2. Et si c'est possible, un menu sans porc pour Samir.", true],
    ['Yes, two of us! If possible, something without pork for Sam.', true],
    ['Vamos los dos, y si es posible algo sin gluten para Marta', true],
    ["Oui à 2, on évite l'alcool et les fromages au lait cru", true],
    ['Yes for two, my wife is avoiding alcohol these days', true],
    ['Sí, vamos dos. Nada de alergias.', false],
  ])('reads « %s » as a yes for 2 with a diet: %s', (text, diet) => {
    expect(read(text)).toEqual({ status: 'yes', partySize: 2, diet });
  });

  it('still reads a coming supposed under « si possible » as a maybe', () => {
    expect(read('Si possible on viendra à 3')).toEqual({ status: 'maybe', partySize: 3, diet: false });
  });
});

describe('someone else declines, the writer comes alone', () => {
  it.each([
    ['Coucou, finalement Paul ne pourra pas venir, son boss a refusé. Donc juste moi', 'yes', 1],
    ["Tom can't come, his team needs him that week. So it's just me", 'yes', 1],
    ['Mi hermana no puede ir, su jefe no le da el día. Solo yo entonces', 'yes', 1],
  ])('reads « %s » as %s for %s', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });
});

describe('a tag or a courtesy at the end of a sentence asks nothing', () => {
  it.each([
    ['No lo sé todavía, depende del curro. Te digo algo en marzo, vale?', 'maybe', null],
    ["Sam and I will be there, and we're bringing our toddler if that's ok?", 'yes', 3],
    ['On vient à trois avec la petite, si ça vous va ?', 'yes', 3],
  ])('reads « %s » as %s for %s', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });

  it('still reads a real question as one', () => {
    expect(readRsvpByGrammar('On peut venir avec le chien, ok ?')).toBeNull();
    expect(readRsvpByGrammar('¿Podemos llevar al perro?')).toBeNull();
    expect(readRsvpByGrammar('The wedding is on the 13th, right?')).toBeNull();
  });
});

describe('clauses apart: a spaced dash, a courtesy, a yes to an errand anywhere', () => {
  it('reads a spaced dash as a clause break (a count before it, someone else’s no after it)', () => {
    expect(read("Yes! Update on numbers, it's 3 not 4 — my dad's not up for the trip")).toEqual({
      status: 'yes',
      partySize: 3,
      diet: false,
    });
  });

  it('reads a yes after a courtesy « if » as firm', () => {
    expect(read('Nous serons présents à 2, si cela ne pose pas de souci.')).toEqual({
      status: 'yes',
      partySize: 2,
      diet: false,
    });
    expect(read('On sera là à 2 si je peux poser mon vendredi')?.status).toBe('maybe');
  });

  it('reads a yes that gives contact details, wherever it opens a clause, as no answer', () => {
    expect(readRsvpByGrammar('Sorry, just seeing this — yes, my email is below if you need it')).toBeNull();
    expect(readRsvpByGrammar('Désolée du retard — oui, le numéro de Paul c’est le même qu’avant')).toBeNull();
  });

  it('reads "sorry, late reply" as no regret, and « je crois bien que je vais venir » beside a doubt as a maybe', () => {
    expect(read('sorry late reply!! yes, me and my sister')).toEqual({ status: 'yes', partySize: 2, diet: false });
    expect(read('Je crois bien que je vais venir, mais laissez-moi quelques jours')?.status).toBe('maybe');
  });
});

describe('others come in the plural while the writer does not', () => {
  it.each([
    ['Je ne pourrai pas venir. Mes parents, Jean et Anne, viendront.', 'yes', null],
    ['Mis tíos me piden que te diga que ellos sí van, los dos. Yo no puedo, lo siento', 'yes', 2],
    ["I can't make it, but my parents are coming", 'yes', null],
  ])('reads « %s » as %s for %s', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });
});

describe('an answer recalled, and a yes that concludes', () => {
  it.each([
    ["Finalement c'est non, je suis désolé. J'avais dit oui mais le planning a changé", 'no'],
    ["Sorry, it's a no after all. I'd said maybe but work won't budge", 'no'],
    ['Le carton est sur le frigo depuis une semaine, bref oui', 'yes'],
    ['Long story short: so yes', 'yes'],
  ])('reads « %s » as %s', (text, status) => {
    expect(readRsvpByGrammar(text)?.status).toBe(status);
  });
});

describe('a short yes with no yes-word', () => {
  it.each(['Banco 🥂', 'Chaud patate !', 'Family of six reporting for duty 🫡', 'Ahí nos vemos 🥳', 'Nos vemos allí!'])(
    '« %s » is a yes, and how many come is asked',
    (text) => {
      expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize: null, missing: 'partySize' });
    },
  );
});

describe('a count concluded or corrected at once', () => {
  it.each([
    ['Mis padres van los dos y yo también, y mi hermana no. Entonces tres.', 3],
    ['Contad conmigo y con Javi. Bueno, y con el peque. Tres entonces', 3],
    ['ma mère vient avec mon père, moi et mon frère on reste à la maison dcp 2', 2],
    ['On sera 6 ! Ah non 5, Enzo a un match.', 5],
    ['Seremos 4, ah no, 5', 5],
    // The writer's sum in the conditional or as a total: « ça ferait », "that would make", « total ».
    ['Nous venons avec plaisir, mes parents se joignent à nous, ça ferait quatre', 4],
    ["We're in, with the kids and my aunt. That would make five", 5],
    ['Contad con nosotros, con mis suegros y la niña. Total cinco', 5],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize, missing: null });
  });
});

describe('a refusal given as its reason', () => {
  it.each([
    'Merci infiniment, mais mon état de santé ne me permet plus les longs trajets.',
    'Notre budget ne nous permet pas de faire le déplacement cette année, on vous embrasse',
    "L'accouchement est prévu pour mi-juin, donc impossible de bouger à ce moment-là",
    "My mum passed away last month so I'm not really up to travelling right now.",
    "Sadly it's our daughter's graduation that weekend in Edinburgh.",
    'Lamentablemente tenemos la comunión de nuestro sobrino ese mismo día en Sevilla.',
  ])('« %s » declines', (text) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'no', partySize: null });
  });
});

describe('a total confirmed before who comes, and grandparents named the family way', () => {
  it.each([
    ['Confirmamos 4: yo, mi esposa Rosario y los chicos, Mateo y Valentina', 4],
    ['On confirme 3 : moi, Paul et la petite', 3],
    ['Confirming 3: me, Dan and our little one', 3],
    ["Contad con nosotros: Núria, Marc, l'avi Josep y yo.", 4],
    ['Contad con nosotros: Núria, Marc, la yaya Carmen y yo.', 4],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize, missing: null });
  });
});

describe('a count opening the message, and a baby named by its age', () => {
  it.each([
    ['Trois, dont un bébé de 8 mois (pas besoin de repas pour lui)', 3],
    ['Four, including a baby', 4],
    ['Cuatro, incluido el bebé', 4],
    ['Yes please! Two adults and our 10-month-old.', 3],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize, missing: null });
  });
});

describe('who stays behind, named after those brought along', () => {
  it.each([
    ['Je viendrai avec mes deux filles, mon mari travaille ce jour-là.', 3],
    ["I'll come with our two kids, my husband is working that day", 3],
    ['Iré con mis dos hijas, mi marido trabaja ese día', 3],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize, missing: null });
  });
});

describe('the date said to be that of something else, beside a regret', () => {
  it.each([
    "Sorry guys, it's the weekend of the club's end of season tour.",
    "Zut, c'est le week-end où on part au Maroc",
    'Qué pena, es el fin de semana de la feria',
  ])('« %s » declines', (text) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'no', partySize: null });
  });

  it('« Is it the weekend of the 12th? » answers nothing', () => {
    expect(readRsvpByGrammar('Is it the weekend of the 12th?')).toBeNull();
  });
});

describe('a diet said as something to avoid or not drunk', () => {
  it.each([
    'Oui on vient à 2. Sophie est enceinte, il faut éviter les fromages au lait cru.',
    "We're in! 2 adults. Neither of us drinks alcohol, just fyi",
    'Sí, vamos dos. Mi marido no bebe alcohol.',
  ])('« %s » tells a diet beside the yes', (text) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize: 2, diet: expect.any(String) });
  });
});

describe('« réponse positive » before who comes', () => {
  it.each([
    ['Réponse positive pour toute la tribu : Pierre, Anne, Louis, Zoé, et mamie Odette.', 5],
    ['Respuesta positiva: Ana, Luis y yo', 3],
  ])('reads « %s » as a yes for %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize, missing: null });
  });
});

describe('a journey one cannot afford', () => {
  it.each([
    'Avec les travaux on ne peut pas se le permettre cette année, désolés',
    "On n'a pas les moyens de faire le voyage en ce moment, on vous embrasse",
    "With the new baby we really can't afford flights to France this summer",
    'Este año no nos lo podemos permitir, lo siento muchísimo',
  ])('« %s » declines', (text) => {
    expect(read(text)?.status).toBe('no');
  });
});

describe('a coming wished, then a « but » and only its reason', () => {
  it.each([
    "J'aimerais tellement venir mais on déménage à Lille ce mois-là",
    "We'd love to but the baby is due that very week",
    'Me encantaría pero justo ese finde tengo la boda de mi primo en Sevilla',
  ])('« %s » declines', (text) => {
    expect(read(text)?.status).toBe('no');
  });

  it('stays a maybe when the reason is something waited on', () => {
    expect(read("J'aimerais bien venir mais on attend de savoir si Paul aura ses congés")?.status).toBe('maybe');
  });
});

describe('French words that look like an answer and are none', () => {
  it.each([
    "On vient d'avoir la photo du lieu, elle est superbe !",
    'Je viens tout juste de voir que Paul sera témoin, trop bien',
    "Voici le lien de la liste de mariage, n'hésitez pas à le faire passer",
    'Mon break a 5 places, je monte de Tours le matin, qui veut du covoit ?',
  ])('« %s » is no answer', (text) => {
    expect(readRsvpByGrammar(text)).toBeNull();
  });

  it('reads a yes opened on « venir de » by the rest of the message', () => {
    expect(read('On vient de recevoir le faire-part, on sera 4 avec les petits')).toEqual({
      status: 'yes',
      partySize: 4,
      diet: false,
    });
  });

  it.each([
    ['Ah purée, ça passe vite ! Oui on sera 3', 'yes', 3, false],
    ['Je suis partante, je ne ramène personne', 'yes', 1, false],
    ['Oui je viens, nous ramènerons personne cette fois', 'yes', 1, false],
  ])('reads « %s » as %s for %s (diet %s)', (text, status, partySize, diet) => {
    expect(read(text)).toEqual({ status, partySize, diet });
  });
});

describe('a verb of coming or confirming that tells something else', () => {
  it.each([
    'Je vous confirme que nous prendrons la navette de 15 h, pas besoin de nous chercher',
    '¿Se puede aparcar cerca? Vamos a ir en coche desde Valencia',
    'Le château est magnifique ! Mon père va adorer les jardins',
  ])('« %s » is no answer', (text) => {
    expect(readRsvpByGrammar(text)).toBeNull();
  });

  it.each([
    ['Je vous confirme que nous serons 4', 'yes', 4],
    ['Oui, et ma sœur va venir aussi, on sera 3', 'yes', 3],
  ])('« %s » still reads as %s for %s', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });
});

describe('a refusal told as something else that day, or as being there in thought', () => {
  it.each([
    'Hélas ma sœur se marie le même jour en Bretagne, on pensera à vous !',
    'Annulation pour nous deux, désolés, le travail de Marc a changé',
    "Sadly I'm on call that very weekend, so sorry to miss it",
    'My knee operation is booked that very week, unfortunately',
    'Lo siento mucho, ese finde es la boda de mi prima. Estaremos contigo de corazón',
    'Qué pena que no podamos ir, nos vamos de viaje justo esa semana',
  ])('« %s » declines', (text) => {
    expect(read(text)?.status).toBe('no');
  });
});

describe('a count given in an earlier answer', () => {
  it('is replaced by the count said now, even after a correction word that ends its clause', () => {
    expect(read('On avait dit 3 mais mon cousin nous rejoint finalement, il a eu son vol. Donc on sera 4')).toEqual({
      status: 'yes',
      partySize: 4,
      diet: false,
    });
  });

  it('is no answer beside a question', () => {
    expect(
      readRsvpByGrammar('Je vous avais répondu oui pour nous 3, petite question : il y a un parking ?'),
    ).toBeNull();
  });
});

describe('a food left out said with « sauf », "off", or a diet named by a faith', () => {
  it.each([
    'On sera 2, on mange de tout sauf les fruits de mer pour Julien',
    "Two of us! I'm off meat since January",
    'Yes for both of us, my husband is Jain',
    'Vamos los dos, comemos de todo excepto cerdo',
  ])('« %s » tells a diet', (text) => {
    expect(read(text)).toMatchObject({ status: 'yes', partySize: 2, diet: true });
  });
});

describe('a diet asked in a question beside an answer', () => {
  it.each([
    'Je viendrai seule, avec plaisir ! Ce serait possible d’avoir un plat sans gluten ?',
    'Count me in, just me. Could I get the vegan menu?',
    'Voy yo solo. ¿Habría opción sin lactosa?',
  ])('« %s » tells a diet', (text) => {
    expect(read(text)).toEqual({ status: 'yes', partySize: 1, diet: true });
  });
});

describe('« une question » after a word of correction', () => {
  it.each([
    'Pardon, une question : la salle est accessible en fauteuil ?',
    'Sorry, one quick question',
    'Perdona, una cosa',
  ])('« %s » counts no one', (text) => {
    expect(readRsvpByGrammar(text)).toBeNull();
  });

  it('still reads a count after it', () => {
    expect(read('Ah non pardon, on sera 4')).toEqual({ status: 'yes', partySize: 4, diet: false });
  });
});

describe('a coming one does not believe in', () => {
  it.each([
    'Honnêtement je pense pas venir, trop de route pour moi',
    'Je crois pas pouvoir, on déménage ce mois-là',
    'Je ne crois pas que ce soit possible pour nous cette année',
    "Sadly I don't think we'll be in a position to travel next summer",
    'Lo siento, no creo que sea posible',
  ])('« %s » declines', (text) => {
    expect(read(text)?.status).toBe('no');
  });

  it('leaves a part of the day to the rest of the message', () => {
    expect(read('Je pense pas venir à la mairie, mais on sera 2 au dîner')?.status).not.toBe('no');
  });
});

describe('English chat spellings of a yes or a no', () => {
  it('reads « defs » and « deffo » as "definitely"', () => {
    expect(read('deffo there!! just me')).toEqual({ status: 'yes', partySize: 1, diet: false });
    expect(read('defs coming, me and Ollie')).toEqual({ status: 'yes', partySize: 2, diet: false });
  });

  it('reads « nah » opening a message as a no', () => {
    expect(read('nah sorry, we have a stag do that weekend')?.status).toBe('no');
  });

  it('leaves « nah » before a question alone', () => {
    expect(read('nah jk, is there parking at the venue?')).toBeNull();
  });
});

describe('a pregnancy at the date', () => {
  it('is no being elsewhere at that date', () => {
    expect(read('Avec joie ! Je serai enceinte de 6 mois à cette date, donc pas de fromage pour moi')).toMatchObject({
      status: 'yes',
      diet: true,
    });
  });

  it('leaves a place at that date declining', () => {
    expect(read('Je serai au Mexique à cette date, désolée')?.status).toBe('no');
  });
});

describe('foods a pregnancy or a taste leaves out', () => {
  it.each([
    ['Oui pour nous deux ! Pas de foie gras ni de saumon pour Claire', 2],
    ["We'll both be there. Nothing with raw fish for my wife please, and no cheese", 2],
    ['Je viendrai seul, sans poisson cru pour moi svp', 1],
  ])('« %s » tells a diet', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize, diet: true });
  });
});

describe('being there at that date', () => {
  it.each([
    ['Je serai là ce jour-là, promis', 'yes'],
    ['Nous serons ravis d’être à vos côtés ce jour-là, ma femme et moi', 'yes'],
    ["We'll be with you that day, all three of us", 'yes'],
    ['Estaremos con vosotros ese día', 'yes'],
    ['On sera au Portugal ce jour-là, désolés', 'no'],
  ])('« %s » reads as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });
});

describe('a bare yes before a list of people', () => {
  it.each(['Carrément, moi + Lou', 'Yup, me and Priya', 'Obvio, yo + Nico'])(
    '« %s » counts two, not the yes',
    (text) => {
      expect(read(text)).toEqual({ status: 'yes', partySize: 2, diet: false });
    },
  );
});

describe('not knowing yet whether one will manage to come', () => {
  it.each([
    'Je sais pas encore si on va réussir à se libérer',
    'On ne sait pas si on va pouvoir, je te redis',
    'De momento no lo tenemos muy claro',
    "We don't know yet if we're going to be able to come",
  ])('« %s » is a maybe', (text) => {
    expect(read(text)?.status).toBe('maybe');
  });
});

describe('a refusal said as an idiom, its subject left out', () => {
  it.each(['Wish I could, but the baby is due that month', 'Me temo que esta vez va a ser que no, un beso'])(
    '« %s » declines',
    (text) => {
      expect(read(text)?.status).toBe('no');
    },
  );
});

describe('seats said free after their number', () => {
  it.each([
    'Je monte de Marseille, 2 places dispo dans la voiture si quelqu’un veut',
    'Driving from Bristol with 3 seats free, shout if you need a lift',
    'Salimos de Valencia, hay 2 plazas libres',
  ])('« %s » is no answer', (text) => {
    expect(read(text)).toBeNull();
  });

  it('leaves the count of who comes beside them', () => {
    expect(read('On sera 2, et il y a 3 places libres dans la voiture')).toEqual({
      status: 'yes',
      partySize: 2,
      diet: false,
    });
  });
});

describe('« tous les deux », « los dos » said of the couple', () => {
  it.each(['Vous êtes magnifiques tous les deux 😍', 'Qué guapos estáis los dos'])('« %s » counts no one', (text) => {
    expect(read(text)).toBeNull();
  });

  it('leaves the guests own count beside it', () => {
    expect(read('Vous êtes beaux tous les deux ! On viendra tous les deux')).toEqual({
      status: 'yes',
      partySize: 2,
      diet: false,
    });
  });
});

describe('coming « pas seul », "not alone", « no … sola »', () => {
  it.each([
    ['Je ne viendrai pas seul : je ramène Paul', 2],
    ["I won't come alone, I'm bringing Sam", 2],
    ['No voy sola, llevo a Marta', null],
  ])('« %s » is a yes (not a decline), for %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize });
  });
});

describe('a number alone in brackets', () => {
  it.each([
    ['Avec joie, on sera là (4) !', 'yes', 4],
    ['Count us in (3)', 'yes', 3],
    ['Allí estaremos toda la familia (6)', 'yes', 6],
    ['On vient avec plaisir (2 adultes)', 'yes', 2],
    ['Présents (4)', 'yes', 4],
    ['Merci ! Présents (3)', 'yes', 3],
  ])('reads « %s » as the count', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });

  it('reads it after a person as an age, an aside', () => {
    expect(read('Oui, je viens avec Jules (5)')).toEqual({ status: 'yes', partySize: 2, diet: false });
    expect(read('On sera là avec notre fils (4)')).toEqual({ status: 'yes', partySize: 2, diet: false });
  });
});
