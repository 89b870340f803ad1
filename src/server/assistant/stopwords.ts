// Words that carry no subject in a guest's question (articles, pronouns, auxiliaries, question words,
// politeness), in French, English and Spanish, written normalised (no accents, lowercase).

const FRENCH = `
a à ai aie aies ait as au aux avec avez avions avoir avons ayez ayons c ca ce ceci cela celle celles celui ces cet cette
chez ci comme comment d dans de des deja du donc elle elles en encore es est et etaient etait etant ete etre eu eux
faire fais fait faites faut faudra faudrait il ils j je l la le les leur leurs lui m ma mais me meme mes moi mon n ne
ni nos notre nous on ont ou par parce pas peu peut peuvent peux pouvez pouvons pour pourquoi pourrait pourrais pourra
puis puisse qu quand que quel quelle quelles quels qui quoi s sa sans se sera serai seras serez serons seront ses si
sinon son sont sur t ta te tes toi ton tu un une vos votre vous y es-ce est-ce esce estce ya voudrais voudrait
voulons voulez veux veut vouloir aimerais aimerait savoir sait sais connaitre dire dites dis prevu prevue prevus prevoir
possible possibles bien bon bonne svp stp merci please svp oui non ok alors aussi tres trop plus moins beaucoup peu
chose choses quelque quelques quelqu un rien tout tous toute toutes autre autres genre truc trucs exactement precisement
vraiment deja du coup bref sinon enfin bah ben euh hein lol mdr ptdr svp stp plait sil vous te doit dois doivent devons
devez devoir faudra falloir aura auront aurai aurez aurons avait avaient ete etais etes sommes suis serait seraient
va vais vas vont allez irons ira iront fera ferons ferez feront font faisons cest c-est quest est-ce quil quils quon
ici la-bas la bas ainsi donc ok okay dacc daccord accord compris merci infos info information informations question
questions renseignement renseignements savoir connais connait trouve trouver trouvons cherche cherchons besoin envie
autorise autorises autorisee autorisees permis interdit interdits droit conseil conseils conseillez conseiller
recommandez recommander proposez idee idees oblige obligatoire obligatoires necessaire prevoyez pensez penser
penses pense pensait pensions pensiez crois croyez sur sure surs certain certaine normal normalement juste seulement
vers entre apres avant pendant durant depuis jusqu jusque lors environ pres proche proches loin cote
voici voila tel telle tels telles chaque plusieurs certains certaines mien tien sien notre notres votres leurs
donne donner donnez donnes donnez-moi dispo disponible disponibles existe existent quoi qu quelle
lien liens site ans an prefere preferons preferez preferes preferait tot tard matin matinee aprem midi soir rate rater louper manquer
proximite alentours autour environs coin apporter amener emmener prendre prend prenons laisser poser donner demander
envoyer attendre attend compter comptez compte pouvoir pourrions pourriez puisque quelque-chose petit petite gros grand
grande rappelle rappeler rappelez rappeles remind venu venue venus venues sympa possible envisager envisageable ok
passe dit voulais voulait pourrai pourrions exact exacte exactes avance mets met
`;

const ENGLISH = `
a about after again all also am an and any anything are aren as at be been before being both but by can could
did didn do does doesn doing don down during each few for from further get gets getting got had has have having he
her here hers him his how i if in into is isn it its itself just let lets me more most my no nor not now of off on
once only or other our ours out over own please same she should so some something such than that the their theirs
them then there these they this those through to too under until up very was we were what whats which while who will
with would you your yours yes ok okay hey thanks thank need needs needed want wants like know tell allowed allow
able going gonna wanna any anyone anybody somebody someone okay sure really also just still even ever kind sort
possible recommend recommendations recommendation suggest suggestions options option available info information
details detail question questions im ive id youre were theyre dont cant wont isnt arent thats whats theres heres
exactly actually please pls plz u ur r us let give take bring leave put find see look make
use join attend expect plan ask send request visit book may might must shall ones one guys folks early morning evening afternoon tonight miss nearby near close around area
ll ve re somewhere anywhere everywhere else thing things taking yeah right afterwards actual bit
`;

const SPANISH = `
a al algo alguien alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales de del desde
donde dos el ella ellas ellos en entre era es esa esas ese eso esos esta estan estas este esto estos fue ha habia
han has hay hasta hace la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o otra otro para pero
poco por porque puede pueden puedo podemos podria que quien se sea ser si sin sobre solo somos son su sus tambien
te tengo tenemos tiene tienen tienes teneis tener todo todos tu tus un una unos unas usted ustedes va vamos y ya yo favor gracias hola
quiero queremos quisiera saber podrian podrias necesito necesitamos decir dime digame informacion hola vale bueno
buena pregunta preguntas posible permitido
habra habran habria haber soy estoy estamos estara estaran sera seran algun ningun ninguna ninguno toda todas mismo misma
hacer voy vas van aunque cerca despues porfa pasa pasas entonces estar
`;

function words(block: string) {
  return block.split(/\s+/).filter(Boolean);
}

export const FRENCH_STOPWORDS = new Set(words(FRENCH));
export const ENGLISH_STOPWORDS = new Set(words(ENGLISH));
export const SPANISH_STOPWORDS = new Set(words(SPANISH));

/** Every filler word, whatever the language: none of them says what the guest asks about. */
export const STOPWORDS = new Set([...FRENCH_STOPWORDS, ...ENGLISH_STOPWORDS, ...SPANISH_STOPWORDS]);
