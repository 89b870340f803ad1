// The words by which guests say whether they come, in French, English and Spanish, matched on folded text (lowercase,
// no accents, SMS spelling expanded, single spaces). Written from how people answer an invitation, not from a test set.
import { ANY_PART, anyOf, numberWords, ONLY, peopleWords, phrasesOf, wordsOf } from './vocabulary.ts';

/** Ways of travelling (« en TGV », "by car"): coming by them tells how, not whether. */
const TRANSPORT = anyOf(wordsOf('transport'));
/** A person who may come (data/*.json `people`: « mon mari », "my mum", « mis padres »). */
const PERSON = `${anyOf([...peopleWords('one'), ...peopleWords('pairs')])}s?`;

/** An object pronoun before an infinitive (« à le faire », « à me libérer »). */
const CLITIC = '(?:(?:me|te|se|nous|vous|le|la|les|l|y|en|lui|leur) )?';
/** A word shaped as a French or Spanish infinitive (« ouvrir », « abrir », « ir »). */
const INFINITIVE = String.raw`(?:ir|\w+(?:ar|er|ir|re|oir))\b`;
/** Trouble with the invitation (« ouvrir le lien », « abrir el enlace »): no verb of coming. */
const OTHER_DOING = `${CLITIC}${phrasesOf('otherDoings')}\\b`;
/**
 * « j'arrive pas à », « je ne réussis pas à », « no consigo »: a verb of managing before an infinitive, which the
 * reader reads as being able to (« peux », « puedo »): « je n'arrive pas à me libérer » declines, « j'arrive pas à
 * ouvrir le lien » says nothing of coming.
 */
export const MANAGING = new RegExp(
  String.raw`\b(${phrasesOf('manageTo')}) ((?:pas |plus |jamais )?)(a )?(?=${CLITIC}${INFINITIVE})`,
  'g',
);

/** Saying one will not come: a negated coming, or a word that declines. */
export const DECLINING = [
  // The phrases of this kind of clause (data/*.json `clauses.declines`).
  new RegExp(String.raw`\b${phrasesOf('declines')}\b`),
  // « je ne pourrai pas venir », « on ne viendra pas », « nous ne serons pas là », « on sera pas là »
  // « on ne viendra pas »; « je ne pourrai pas (venir) »; « nous ne serons pas là » — « on ne peut pas faire garder le chat » is no decline.
  /\b(?:ne|n) (?:\w+ )?(?:viendr\w*|vien[ts]?|venons|viennent|assister\w*|participer\w*)\b(?: \w+){0,2}? (?:pas|plus(?! que)|point)\b/,
  new RegExp(
    String.raw`\b(?:ne|n) (?:\w+ )?(?:pourr\w*|peu[xt]|pouvons|pourrons)\b(?: \w+){0,2}? (?:pas|plus(?! que)|point)(?:$| (?:\w+ )?(?:${phrasesOf('comingVerbs')}|donner suite|malheureusement|desole\w*|finalement|cette fois))\b`,
  ),
  /\b(?:ne|n) (?:\w+ )?(?:serai|serons|sera|seront)\b(?: \w+){0,2}? (?:pas|plus(?! que)|point)(?:$| (?:\w+ )?(?:la|presents?|presentes?|des votres|de la partie|parmi vous|avec vous|malheureusement))\b/,
  /\b(?:ne|n) (?:suis|sommes|est|serai|serons|sera) (?:\w+ )?pas (?:dispo\w*|libres?|la|presents?|presentes?|en france|dans le coin)\b/,
  // The written form without « pas »: « nous ne pourrons être présents », « de ne pouvoir nous joindre à vous ».
  /\bne (?:pourr\w*|pouvoir|saurions|saurai) (?:\w+ )?(?:y |nous |me |se )?(?:etre|venir|assister|joindre|participer|donner suite)\b(?!(?: \w+)? qu)/,
  /\bregrett\w* de ne\b/,
  // Idioms of regret: « on sera avec vous par la pensée », "it's a no from me", "give it a miss", « je passe mon tour ».
  /\bpass(?:e|er|ons) (?:mon|notre) tour\b|\bno way (?:i|we) (?:ll|will|can|could)\b/,
  /\b(?:va|vont|sera|serait) pas (?:etre )?possible\b|\b(?:on|je|nous|j) (?:va|vais|allons) pas pouvoir\b/,
  /(?<!\b(?:wouldn t|would not|won t|will not|ne|n|no|not|pas|don t|do not)(?: \w+)? )\b(?:manquer|rater|louper|miss|missing|perdernos|perderme|perdermela)\b(?! (?:pour rien|for the world|it for))(?: \w+){0,3} (?:votre|vos|ca|cela|ce|your|it|the|the big|vuestra|vuestro|su|la boda|el gran)\b/,
  /\b(?:(?:un|another) (?:autre )?(?:mariage|wedding|boda) (?:le meme jour|that day|the same day|ese dia|el mismo dia))\b/,
  // Away on those dates: « je serai en mission à Abidjan toute la semaine du mariage », "we'll be in Tenerife that week".
  new RegExp(
    String.raw`\b(?:je|j|on|nous|i|we|i m|we re|i ll|we ll|estaremos|estare|estamos|estoy|me|boulot m)\b(?: \w+){0,4} ${phrasesOf('away')}\b`,
  ),
  new RegExp(
    String.raw`\b(?:sera|serai|serons|suis|be|ll be|i m|we re|estaremos|estare|estoy|envoie)\b(?: [\w]+){0,8} ${phrasesOf('thoseDates')}\b`,
  ),
  /\b(?:won t|can t|cannot|unable to|not)(?: be able to)? (?:make|manage) the (?:journey|trip|drive|travel)\b/,
  // Regret said without « pas »: "neither of us will be able to attend", "prevents us from joining you", « mon absence ».
  /\b(?:ne|n) (?:\w+ )?voyager\w* pas\b|\bretien\w* (?:mon|ma|mes|nous|me|m)\b|\b(?:i m|we re|je suis|on est|nous sommes|je serai|on sera|nous serons) (?:stuck|bloque\w*|coince\w*)\b|\b(?:dire|dis|say|decir(?: que)?) non\b|\b(?:qu ?)?(?:elle|il|ils|elles) (?:viendra|viendront|vient|viennent|pourra|pourront) pas\b|\bprevents? (?:us|me|him|her|them) from\b|\bretenu\w* (?:par|a|au|en|pour)\b|\b(?:prefer\w*|decide\w*|choisi) (?:de )?ne pas (?:venir|faire le deplacement|nous deplacer|me deplacer|y aller)\b|\bno poder (?:ir|asistir|acompan\w+|estar|venir)\b/,
  /\b(?:pourr\w*|serai|serons|sera|viendr\w*|vien[ts]?|venons|pouvons|peux|peut) pas (?:venir|etre la|etre presents?|etre des votres|y etre|la|presents?|d etre)\b/,
  // « je peux pas ouvrir le lien »: being unable to do something else is no decline.
  new RegExp(
    String.raw`\b(?:on|je|nous|j) (?:sera|serai|serons|viendra|viendrai|viendrons|vient|viens|venons|peut|peux|pourra|pourrai|pourrons) pas\b(?! (?:encore|en etat|en forme|sobres?|capables?|frais))(?! ${OTHER_DOING})`,
  ),
  /\b(?:pas|not|no) (?:dispo|disponibles?|available|libres?)\b(?! (?:avant|before|antes|until|jusqu|que|que pour))/,
  /\bpas (?:pouvoir|possible de) (?:venir|etre la|etre present\w*|assister|nous joindre|y aller)\b/,
  /\b(?:ne|n) (?:vais|allons|va|vont) pas pouvoir\b/,
  /\bimpossible (?:pour (?:nous|moi)|de venir|d etre la)\b/,
  /\b(?:sommes|suis|serons|serai) (?:au regret|desoles?|navres?) de (?:ne pas|decliner)\b/,
  /\bpasser? notre tour\b|\bempeches?\b|\babsents?\b|\babsentes?\b/,
  new RegExp(
    String.raw`\b(?:can ?t(?! wait)|cannot(?! wait)|can not|won ?t|will not|unable to|not able to|couldn ?t|could not|wont|shan ?t|shall not) (?:\w+ ){0,3}?(?:come|coming|make it(?! ${phrasesOf('otherDoings')}\b)|attend|attending|be there|travel|be able to (?:come|make it|attend|travel)|join|joining)\b`,
  ),
  /\b(?:we|i) (?:can ?t|cannot|won ?t)$/,
  /\b(?:have|has|must|need) to (?:decline|miss|say no)\b|\bwon ?t be there\b/,
  /\bno (?:viajar\w*|vamos|voy|vo|ire|iremos|asistir\w*|vendr\w*|estar\w*|llegar\w*)\b|\bno (?:podr\w*|puedo|podemos|puede|pueden)\b(?:$| (?:ir|venir|asistir|estar|acompa\w+|viajar|llegar|hacer el viaje|desplazar\w*|ser|con (?:todo|esto)|finalmente|al final|lamentablemente|desgraciadamente)\b)/,
  /\bno (?:vamos|voy) a (?:poder|ir|estar|asistir)\b|\bno contéis\b/,
];

/** Missing only a part of the day (« on ne pourra pas être à la messe ») is no decline: the guest comes to the rest. */
export const PARTIAL = new RegExp(
  `(?![^]*\\b(?:ni a|ni au|ni aux|nor|ni al|ni en|ni la|ni le)\\b)\\b(?:pas|not|no|miss|rater|manquer|louper|perder\\w*|skip) (?:\\w+ ){0,3}?(?:a la|au|aux|to the|for the|al|en la|le|la|l|at the|the) ${ANY_PART}\\b`,
);

/** Saying one comes. */
export const ACCEPTING = [
  // The phrases of this kind of clause (data/*.json `clauses.accepts`).
  new RegExp(String.raw`\b${phrasesOf('accepts')}\b`),
  /\b(?:on|je|j|nous) (?:vient|viens|venons|viendra|viendrai|viendrons)\b/,
  /\b(?:on|je|nous|j) (?:sera|serai|serons|y sera|y serai|y serons) (?:bien |tous |toutes |evidemment |bien sur )?(?:la|presents?|presentes?|de la (?:partie|fete)|des votres)\b/,
  /\bserons (?:\w+ )?(?:la|presents?|presentes?)\b|\bserai (?:\w+ )?(?:la|presente?)\b/,
  /\b(?:y|on y|j y|nous y) (?:sera|serai|serons)\b/,
  /\b(?:avec (?:grand |grande )?(?:plaisir|joie))\b/,
  // « je confirme notre présence », « on confirme pour 3 », « je confirme ! » (alone): a premise checked (« je confirme,
  // le culte c'est à la cathédrale ? ») says nothing of coming.
  /\b(?:je|on|nous) (?:vous |te )?(?:confirme|confirmons) (?:notre |ma |nos |la |pour |avec |que (?:nous|je|on) |qu on )|\bconfirme (?:notre|ma|nos) (?:presence|venue)\b/,
  /(?<!\b(?:un|petit|le|ce|du|votre|ton|notre|mon|joli|beau) )\bpresents?\b|\bpresentes?\b/,
  /\b(?:je|on|nous) (?:peux|peut|pouvons|pourrai|pourra|pourrons) (?:finalement |bien |quand meme )?(?:venir|etre la|y aller)\b/,
  new RegExp(String.raw`\b(?:je|on|nous|il|elle|ils|elles|${PERSON}) (?:viendra|viendront|vient|viennent)\b`),
  /\b(?:ravis?|ravies?|heureux|heureuses|enchantes?|happy|delighted|thrilled|encantad[oa]s?|felices) (?:de venir|d etre (?:la|parmi|avec|des)|de (?:vous )?rejoindre|de participer|d assister|to come|to attend|to be there|to join|to say yes|de ir|de asistir|de estar)\b/,
  /\b(?:it s|c est|cest|es) (?:a )?(?:definite |big |firm |definitely a )?(?:yes|oui|si)\b/,
  /\bon est chauds?\b|\b(?:alli|ahi|alla) (?:estare|estaremos)\b|\b(?:it ll|it will) (?:just )?be (?:just )?(?:me|us)\b|\b(?:sera|seront) presente?s?\b|\b(?:booked|reserved|(?:a|ai|avons|deja) (?:reserve|pris|pose)|hemos reservado|ya tenemos) (?:the|our|my|le|la|l|nos|mes|el|los)? ?(?:hotel|airbnb|gite|train|billets|flights?|vuelos?|billetes|conges|room|chambre)\b/,
  /\b(?:i|we|moi|nous|yo) (?:will|do|oui|si|aussi|too)$/,
  /\bwe ll (?:only )?make (?:it|the)\b|\bi ll (?:only )?make (?:it|the)\b/,
  // The second half of « ma femme ne pourra pas, mais moi oui », "but I will", « pero yo sí ».
  /^(?:mais |but |pero )?(?:moi|me|yo|i|we|nous|nosotros|nosotras)(?: (?:dos|deux|two|tres|trois|three|aussi|too|tambien))? (?:oui|si|yes)\b|^(?:mais |but |pero )?(?:i|we) (?:will|do|can)(?: (?:too|as well|though))?$/,
  /\b(?:we ll|we will|i ll|i will|we re|we are|i m|i am|we d|i d) (?:\w+ ){0,2}?(?:be there|come|coming|attend|attending|make it|join)\b/,
  /\bcan ?t wait to (?:be there|come|see you|celebrate|party)\b|\b(?:accept\w*) (?:your|the|votre|with|avec|con|tu|vuestra|su|avec plaisir)\b|\bwe re in(?! \w)|\bi m in(?! \w)/,
  /\bconfirmo (?:mi |nuestra |la )?(?:asistencia|presencia)\b|\b(?:estaremos|estare) (?:alli|ahi|alla|presentes?|con (?:ustedes|vosotros|vosotras))\b|\b(?:estaremos|estare)$/,
  // « je suis là samedi », « on va y être », "only for the ceremony": coming, said another way.
  /\b(?:je suis|on est|nous sommes) la (?:samedi|dimanche|vendredi|le \d+|ce|pour|au|a la|le jour)\b|\b(?:on|je|nous) (?:va|vais|allons) (?:y |bien |quand meme )?(?:etre|venir)\b/,
  new RegExp(`\\b${ONLY} (?:for |to |a |pour |au |aux |a la |para |al |a )?(?:the |la |le |l )?${ANY_PART}\\b`),
  /\b(?:planning|plan|planned) to (?:come|be there|attend)\b|\b(?:they|he|she) (?:ll|will) (?:both |all )?(?:be there|come|attend|be attending|make it)\b|\b(?:will|ll) be able to (?:attend|come|make it)\b|^(?:just|only|juste|seulement|solo) (?:me|moi|yo)\b/,
  /\b(?:de partager|to share) (?:ce|cette|votre|this|your) (?:moment|journee|jour|day|celebration)\b|\b(?:look|looking) forward to (?:coming|being there|celebrating|the big day|seeing you|the day)\b|\b(?:rejouis|rejouissons|rejouit) (?:de venir|d etre|d y etre|d avance)\b|\b(?:j ai|on a|nous avons) (?:trop |tellement |tres |super )?hate (?:de venir|d y etre|d etre (?:la|avec vous|parmi vous)|de vous voir)\b|\b(?:vais|va|allons) pouvoir (?:venir|etre la|y aller|y etre)\b|\bcount (?:me|us)(?: and [\w ]{1,25})? in\b/,
  /\b(?:on|nous) (?:sera|serons|vient|venons|viendra|viendrons) (?:la )?(?:tous|toutes|au complet|toute la (?:tribu|famille|bande|smala))\b/,
  /\b(?:confirm(?:e|ent|ons|s)?|confirman) (?:leur|notre|ma|sa|su|their|his|her) (?:presence|venue|asistencia|attendance)\b|\b(?:je suis|on est|nous sommes) la$|(?<!\b(?:avais|avait|avions|aviez|avaient|had|i|we) )\b(?:dice|dicen|says|dit|disent) (?:que )?(?:si|yes|oui)\b|\b(?:on|je|nous|we|i) (?:\w+ )?(?:arriver\w*|arrive|ll arrive|will arrive|ll be|sera|serai|serons|llegaremos|llegare) (?:un peu |bit |a bit )?(?:en retard|plus tard|late|tarde)\b|\bne serai (?:finalement )?pas accompagnee?\b|\b(?:serai|serons|sera) accompagne\w*\b|\b(?:on|je|nous) (?:passera|passerai|passerons)\b|\b(?:on|nous) (?:arrive|arrivons)$|\bne (?:\w+ )?(?:viendr\w*|serons|sera|venons|vient) (?:\w+ )?qu\b/,
  new RegExp(
    String.raw`\b${PERSON} (?:will|ll|viendra|viendront|vient|viennent|va|van|vienen|viene) (?:come|be there|attend|samedi|\w+)?`,
  ),
  /\ballí estaremos\b/,
];

/** A bare yes at the start of a message (not the « oui bonjour… » of someone picking up the phone). */
export const BARE_YES = new RegExp(
  String.raw`^(?:${phrasesOf('bareYes')}|(?:je|on|nous) (?:vous |te )?(?:confirme|confirmons))\b(?! (?:${anyOf(wordsOf('greetings'))}|alors|allo|euh|donc|c est|que))`,
);

/** Not sure yet: turns a yes or a no into a maybe. */
export const HEDGING = [
  // The phrases of this kind of clause (data/*.json `clauses.hedges`).
  new RegExp(String.raw`\b${phrasesOf('hedges')}\b`),
  /\bpas encore (?:sure?s?|certains?)\b|\bpas (?:sure?s?|certains?) (?:de|que|qu|encore)\b|\b(?:ne )?sai[st] pas encore\b/,
  /\b(?:(?:i ll|we ll|i will|we will|can i|can we|may i|may we) let (?:you|u) know|let (?:you|u) know (?:later|soon|asap|by|when|once|if|next|closer|in a)|pas sure?s?(?= (?:de|que|qu|encore|pour|a 100|du tout)|$)|(?:sais|sait|savons) (?:vraiment )?pas (?:encore )?si (?:je|on|nous|j) (?:pourr|pu|vien|tiendr|ser)\w*|(?:no se|no sabemos) si (?:puedo|podre|podremos|podemos|voy|vamos|ire|iremos|llego|llegare)|don t know if (?:i|we) (?:can|ll|will|could)|pas certains?)\b|\b(?:je|on) (?:te|vous) confirme (?:ca |cela )?(?:quand|des que|plus tard|bientot|d ici|demain|la semaine|dans)\b|\bdepend\w* de\b|\b(?:je|on) (?:te|vous) (?:dis|dit|redis|redit|tiens|tient) (?:ca|\w+di|plus tard|vite|bientot|des que)\b|\b(?:je|on) (?:vous|te) (?:confirme|confirmerai|confirmera) (?:plus tard|bientot|des que)\b/,
  /\bdes qu (?:on|je) (?:sait|saura|sais)\b|\b(?:je crois|je pense|i think|creo) (?:que |qu )?(?:on|je|j|nous|we|i|que) (?:pourr\w*|vais|va|allons|vais pouvoir|va pouvoir|viendr\w*|can|ll|will|podremos|podre|vamos)\b|\b(?:je|on) (?:te|vous) (?:confirme|dis|redis) (?:ca |cela )?avant\b|\b(?:\d{1,2}|cinquante|soixante|septante|quatre vingt\w*|nonante|fifty|eighty|ninety|ochenta|noventa) (?:pour cent|percent|por ciento)\b|\bpas encore (?:vous |te )?(?:dire|confirmer|repondre)\b|\b(?:j|on|nous) (?:attend\w*) (?:encore )?(?:la reponse|de savoir|des nouvelles)\b|\b(?:i ll|we ll|will) (?:let you know|confirm later|try)\b/,
  /\bquizas?\b|\b(?:no se|no sabemos) (?:todavia|aun)\b|\bno (?:estoy|estamos) segur\w*\b|\bos (?:digo|confirmo) (?:mas tarde|pronto)\b/,
];

/**
 * Coming from somewhere or by some means is no answer (« je viens de Lyon en TGV », "vamos desde Madrid", « on vient
 * en 2 voitures »): the clause tells how, not whether.
 */
export const NOT_ATTENDING_SENSE = new RegExp(
  String.raw`\b(?:coming|come|venimos|vamos|viens|vient|venons|viendrons|arrivons) (?:on|by|en|in|con|avec) (?:the |le |la |l |el |our |notre )?${TRANSPORT}\b|\bcoming from\b|\ba (?:\d+|${anyOf(Object.keys(numberWords()))}) ${TRANSPORT}\b|\b(?:viens|vient|venons|viendrons|viendra|viendrai|vamos|venimos|vengo|viene|vienen|iremos|voy|coming|come|come in|arrivons|arrive)\b (?:as|comme|como|en tant que|de|d|du|des|desde|from|en (?:\w+ )?${TRANSPORT}|in (?:our |a |my |the )?(?:\w+ )?${TRANSPORT}|by ${TRANSPORT}|a pie|a pied|on foot)\b`,
);

/** A condition on coming (« si mon patron me lâche le samedi », "unless the baby arrives early"): a yes under it is a maybe. */
export const CONDITION = new RegExp(
  String.raw`(?<!\b(?:meme|even|incluso) )\b(?:${phrasesOf('conditions')}|if (?:my|i|we|the|it|work)(?! s (?:ok|alright|fine))|si (?:mon|ma|mes|sa|son|ses|su|sus|notre|nuestra|on|je|j|nous|le|la|les|ca|mi|me|el|nos|tout va|todo va|il (?:fait|pleut|neige|gele)|y fait|ella|no llueve|llueve|hace)(?!(?: (?:vous|te|os))? (?:va|convient|derange|gene|pose|parece|molesta|tient))(?! (?:est|c est) (?:ok|bon|possible))|if it\b(?! s (?:ok|alright|fine)))\b`,
);

/** A count that is not of people coming: places on the card, a lodging searched (« sur le carton, 2 places »). */
export const NOT_COMING_COUNT = new RegExp(String.raw`\b${phrasesOf('notComingCount')}\b|\bentre \w+ (?:et|ou) \w+\b`);

/** Dietary needs and allergies. */
export const DIET = new RegExp(
  String.raw`\b${phrasesOf('diet')}\b|\b(?:(?:pas de|pas|plus|sans|ni|no|without|sin|low|doesn t eat|don t eat|ne mange pas de|no come|no comemos|no como)(?: de| d)? ${anyOf(wordsOf('foods'))}|ne mange\w* (?:pas|ni|que)\b|mange\w* halal|eats? halal|pes[ck][ae]tari\w*|none of us eats?|(?:can t|cannot|can not|must not|shouldn t|ne peut pas|ne doit pas|ne dois pas|ne peuvent pas|no puede|no debe) (?:eat|have|drink|manger|boire|comer|tomar)\b|diet\b)\b`,
);

/** A diet told of someone (« ma fille est végétarienne », "I'm vegan"), not a subject named (« les allergies, on les signale où ? »). */
export const DIET_OF_SOMEONE = new RegExp(
  String.raw`\b${phrasesOf('dietOfSomeone')}\b|\b(?:eats?|[a-z]+ (?:suit|follows|sigue)|no puede (?:comer|tomar))\b`,
);

/** « aucune allergie », "no dietary requirements": saying there is none is no need. */
export const NO_DIET =
  /\b(?:(?:ne )?mange\w* que du lait|only (?:drinks |has )?milk|solo (?:toma )?leche|(?:il|elle) (?:ne )?mange (?:pas|rien)(?: encore)?$|aucune? (?:allergie|regime|restriction)s?|pas d (?:allergie|intolerance)s?|pas de (?:regime|restriction)s?|no (?:allergies|allergy|dietary (?:requirements?|restrictions?|needs?))|sin alergias?|ninguna alergia)\b/;

/** A sentence that asks, with or without its question mark (« est-ce qu'il y a un parking merci »). */
export const ASKING_START = new RegExp(
  String.raw`^${phrasesOf('questionStarts')}\b|^(?:(?:\w+ ){0,3}(?:demande|demandent|asks|asked|wants to know|pregunta|voudrait savoir|se demande|aimerait savoir) si|ou (?:est|se|sera|seront|ira|iront|va|vont|aura|a lieu|on|il|elle|sont|ce)|avant de (?:vous |te )?repondre|je voulais (?:savoir|demander)|should(?! be a)|cuantos?|cuantas?|queria (?:saber|preguntar))\b`,
);
/** Asking in the middle of a spoken sentence (« oui bonjour c'est Gérard je voulais savoir l'église c'est laquelle »). */
export const ASKING_INSIDE = new RegExp(
  String.raw`\b${phrasesOf('questions')}\b|\b(?:ou c est \w+|ou pas|(?<!believe it )or not|o no)$`,
);

/** Words that ask only in a sentence ending with a question mark: « je peux venir finalement ! » answers. */
export const ASKING_IF_MARKED =
  /^(?:je peux|on peut|nous pouvons|j peux|c est (?:possible|grave|ok|bon(?! pour (?:nous|moi)))|il y a|il y aura|ca (?:pose|derange)|can|is|are|will|would|do|que|es posible|se puede)\b/;
