// The assistant's thesaurus: what guests ask about at a wedding, in French, English and Spanish.
// Terms are written normalised (lowercase, no accents, apostrophes and hyphens as spaces). A trailing `*`
// matches any word starting with the term; `en:`/`es:`/`fr:` limits a term to messages in that language.

/**
 * - aspect: what kind of answer is asked (a time, a place, a date, a name); required by the fixed fields.
 * - context: where or when the question is set ("à l'église", "le soir"): often background, cheap to leave unmatched.
 * - topic: a subject a wedding's facts may cover (dress code, parking...): leaving it unmatched costs a lot.
 * - intent: a subject no fixed field covers (pets, music, wifi...): only a FAQ or a note can answer it.
 */
export type ConceptKind = 'aspect' | 'context' | 'topic' | 'intent';

export type Concept = {
  id: string;
  kind: ConceptKind;
  /** A broader concept: a fact about the parent half-answers a question about the child. */
  parent?: string;
  terms: string[];
};

export const CONCEPTS: Concept[] = [
  // ---- aspects ------------------------------------------------------------------------------------------
  // "Just to confirm": the guest checks what they know; it is no RSVP ("confirmer sa présence").
  { id: 'checking', kind: 'context', terms: ['just to confirm', 'just checking', 'juste pour confirmer', 'pour etre sur', 'pour etre sure', 'solo para confirmar'] },
  {
    id: 'time',
    kind: 'aspect',
    terms: [
      'heure', 'heures', 'horaire*', 'quelle heure', 'what time', 'at what time', 'hora', 'horas', 'que hora', 'que ora',
      'kel heure', 'kelle heure', 'wat time', 'wot time',
      'commence*', 'commencer', 'debut*', 'debute', 'demarre*', 'start*', 'begin*', 'begins', 'empieza*', 'empezar',
      'comienza*', 'comenzar', 'time', 'times', 'timing', 'o clock', 'kick off', 'kicks off', 'get going', 'arranca*',
      'vers quelle heure', 'a partir de quelle heure', 'what time s', 'how early', 'how late',
    ],
  },
  { id: 'when', kind: 'aspect', terms: ['quand', 'when', 'cuando', 'a partir de quand'] },
  {
    id: 'place',
    kind: 'aspect',
    terms: [
      'adresse*', 'adress', 'address*', 'direccion', 'lieu', 'lieux', 'endroit', 'emplacement', 'localisation',
      'situe', 'situee', 'se trouve', 'se situe', 'where', 'wheres', 'donde', 'adonde', 'ubicacion', 'ubicado', 'gps',
      'waze', 'maps', 'google maps', 'en:location', 'located', 'en:venue', 'lugar', 'sitio', 'laquelle', 'lequel',
      'lesquels', 'which', 'cual', 'c est ou', 'se passe ou', 'ca se passe ou', 'coordonnees', 'itineraire',
      'se tient', 'se tiendra', 'se tiennent', 'se deroule', 'se deroulera', 'a lieu', 'aura lieu', 'take place', 'takes place',
      'held', 'se celebra', 'tendra lugar', 'tiene lugar',
    ],
  },
  {
    id: 'date',
    kind: 'aspect',
    terms: [
      'date', 'dates', 'quel jour', 'what day', 'which day', 'que dia', 'fecha', 'le combien',
      'c est le combien', 'mois', 'month', 'annee', 'year', 'en que fecha', 'what date', 'jours', 'combien de jours',
      'dans combien de jours', 'how many days', 'how long until', 'cuantos dias', 'cuanto falta',
      'poser le', 'poser un', 'poser des', 'poser mon', 'conge', 'conges', 'jour de conge', 'rtt', 'day off', 'days off',
      'time off', 'take off', 'dia libre', 'dias libres', 'pedir el dia', 'which saturday', 'which weekend', 'quel week end',
      'quel weekend', 'que fin de semana', 'en semaine', 'weekday', 'dia de la semana', 'quels jours', 'which days',
      'que dias', 'tout le week end', 'whole weekend', 'both days', 'les deux jours', 'los dos dias',
    ],
  },
  // Which days to take off: a FAQ on it answers better than the date alone (the date still answers without one).
  {
    id: 'leave',
    kind: 'context',
    terms: [
      'poser le', 'poser un', 'poser des', 'poser mon', 'poser', 'conge', 'conges', 'jour de conge', 'rtt', 'day off',
      'days off', 'time off', 'take off', 'dia libre', 'dias libres', 'pedir el dia', 'quels jours', 'which days', 'que dias',
    ],
  },
  {
    id: 'who',
    kind: 'aspect',
    terms: [
      'qui', 'who', 'whose', 'quien', 'quienes', 's appelle', 's appellent', 'nom', 'noms', 'prenom', 'prenoms', 'name',
      'names', 'se llama', 'se llaman', 'como se llama', 'qui se marie', 'qui se marient',
      'whose wedding', 'who is getting married', 'who s getting married', 'quien se casa', 'quienes se casan',
    ],
  },
  {
    id: 'end',
    kind: 'aspect',
    terms: [
      'fin', 'finit', 'finir', 'finira', 'termine*', 'terminer', 'jusqu a quand', 'end', 'ends',
      'ending', 'finish*', 'until when', 'until what time', 'how late', 'termina*', 'acaba*', 'hasta que hora',
      'hasta cuando', 'se finit',
    ],
  },
  {
    id: 'distance',
    kind: 'aspect',
    terms: [
      'loin', 'far', 'lejos', 'distance', 'distancia', 'a quelle distance', 'combien de km', 'how far', 'a cuanto',
      'kilometres', 'km', 'kilometers', 'miles', 'minutes de route', 'temps de route', 'drive from', 'de route',
    ],
  },
  {
    id: 'duration',
    kind: 'aspect',
    terms: ['duree', 'dure', 'durera', 'how long', 'cuanto dura', 'cuanto tiempo', 'dura', 'lasts', 'last long'],
  },

  // ---- contexts -----------------------------------------------------------------------------------------
  {
    id: 'ceremony',
    kind: 'context',
    terms: [
      'ceremonie*', 'eglise', 'eglises', 'church', 'iglesia', 'ceremonia', 'ceremony', 'ceremonies', 'mairie',
      'hotel de ville', 'town hall', 'city hall', 'ayuntamiento', 'messe', 'mass', 'misa', 'chapelle', 'chapel',
      'capilla', 'temple', 'synagogue', 'mosquee', 'cathedrale', 'basilique', 'religieuse', 'religieux', 'civile',
      'civil', 'laique', 'voeux', 'vows', 'votos', 'officiant', 'cure', 'pretre', 'priest', 'sacerdote', 'culte',
      'abbaye', 'benediction', 'se dire oui', 'oui officiel',
    ],
  },
  {
    id: 'reception',
    kind: 'context',
    terms: [
      'reception*', 'soiree', 'soirees', 'fete', 'fetes', 'party', 'fiesta', 'celebration', 'celebracion', 'banquet',
      'banquete', 'repas', 'manger', 'mange', 'bal', 'salle', 'salle des fetes', 'recepcion', 'after party',
      'le soir', 'en:venue',
    ],
  },
  {
    id: 'cocktail',
    kind: 'context',
    parent: 'reception',
    terms: ['cocktail', 'cocktails', 'aperitif', 'apero', 'aperos', 'coctel', 'cocktail hour', 'drinks reception'],
  },
  {
    id: 'wedding',
    kind: 'context',
    terms: [
      'mariage', 'mariages', 'wedding', 'boda', 'noces', 'casamiento', 'jour j', 'big day', 'el gran dia', 'marier',
      'mariez', 'marient', 'marions', 'se marier', 'vous vous mariez', 'marry', 'married', 'marrying', 'casarse',
      'casan', 'casais', 'os casais', 'se casan', 'nous marier',
      // "Sur place" is at the wedding, not a seat ("placer") nor an address.
      'sur place', 'on site', 'onsite', 'on the premises', 'en el sitio', 'en el lugar', 'alli mismo',
    ],
  },
  {
    id: 'nextday',
    kind: 'topic',
    terms: ['lendemain', 'jour d apres', 'jour suivant', 'day after', 'next day', 'dia siguiente', 'al dia siguiente', 'le jour d apres'],
  },
  {
    id: 'travel',
    kind: 'context',
    terms: [
      'venir', 'viens', 'vient', 'venons', 'venez', 'aller', 'allons', 'rendre', 'arriver', 'arrive', 'arrivons',
      'arrivee', 'rentrer', 'rentre', 'rentrera', 'repartir', 'repart', 'partir', 'retour', 'retours', 'revenir',
      'route', 'trajet', 'get there', 'get to', 'getting there', 'come', 'coming', 'llegar', 'volver', 'regresar',
      'ir', 'on file', 'file', 'head', 'go', 'rejoindre',
    ],
  },

  // ---- topics (facts a wedding usually has) -------------------------------------------------------------
  {
    id: 'couple',
    kind: 'context',
    terms: [
      'couple', 'maries', 'mariees', 'futurs maries', 'bride and groom', 'newlyweds', 'novios', 'qui se marie',
      'qui se marient', 'whose wedding', 'who is getting married', 'who s getting married',
      'getting married', 'se casan', 'quien se casa', 'quienes se casan', 'epoux',
    ],
  },
  { id: 'bride', kind: 'context', parent: 'couple', terms: ['mariee', 'future mariee', 'bride', 'novia', 'epouse', 'la mariee'] },
  { id: 'groom', kind: 'context', parent: 'couple', terms: ['marie', 'futur marie', 'groom', 'novio', 'le marie'] },
  {
    id: 'dress',
    kind: 'topic',
    terms: [
      'dress code', 'dresscode', 'code vestimentaire', 'tenue*', 'habill*', 's habiller', 'vetement*', 'cravate*',
      'costume*', 'costard*', 'robe', 'robes', 'blanc', 'blanche', 'chic', 'elegant*', 'noeud papillon', 'talon*',
      'chaussure*', 'jean', 'jeans', 'baskets', 'fr:smoking', 'attire', 'outfit*', 'wear', 'wearing', 'en:dress',
      'dresses', 'suit', 'suits', 'en:tie', 'ties', 'clothes', 'clothing', 'black tie', 'formal', 'heels', 'shoes',
      'vestimenta', 'ropa', 'vestido*', 'vaqueros', 'tejanos', 'zapatillas', 'traje*', 'corbata*', 'codigo de vestimenta', 'etiqueta', 'tacones',
      'ponerme', 'ponerse', 'me pongo', 'nos ponemos', 'ponemos', 'pongo', 'vestir*', 'vestimos', 'casual', 'decontracte', 'smart', 'blanco', 'blanca', 'couleur', 'couleurs', 'colour', 'color', 'colores', 'champetre',
      'mettre quoi', 'je mets quoi', 'on met quoi', 'porter', 'look',
    ],
  },
  {
    id: 'parking',
    kind: 'topic',
    terms: [
      'parking*', 'garer', 'se gare', 'me gare', 'on se gare', 'se garent', 'stationn*', 'voiture*', 'park', 'parked',
      'car park', 'aparcar', 'aparcamiento*', 'estacionamiento', 'estacionar', 'coche', 'coches', 'en:car', 'en:cars',
      'places de parking', 'parkings',
    ],
  },
  {
    id: 'lodging',
    kind: 'topic',
    terms: [
      'dormir', 'dort', 'dors', 'loger', 'logement*', 'heberg*', 'hebergement', 'nuit', 'nuits', 'nuitee', 'sleep',
      'sleeping', 'stay', 'staying', 'accommodation*', 'accomodation*', 'lodging', 'aloj*', 'alojamiento*', 'alojarse',
      'hospedaje', 'hospedarse', 'se loger', 'ou loger', 'where to stay', 'donde dormir', 'ou dormir', 'overnight',
    ],
  },
  // A question about hotels is not answered by a note on camping, and the other way round.
  {
    id: 'hotel',
    kind: 'topic',
    parent: 'lodging',
    terms: [
      'hotel*', 'gite', 'gites', 'chambre*', 'chambres d hotes', 'airbnb', 'room', 'rooms', 'bed and breakfast', 'bnb',
      'b and b', 'hostel', 'motel', 'habitacion*', 'hostal', 'auberge', 'maison d hotes', 'guesthouse', 'guest house',
      'chalet*', 'apartamento*', 'appartement*', 'apartment*', 'villa', 'albergue', 'pension', 'parador',
    ],
  },
  {
    id: 'camping',
    kind: 'topic',
    parent: 'lodging',
    terms: [
      'camping*', 'camp', 'tente', 'tentes', 'tent', 'tents', 'camper*', 'campervan*', 'caravane*', 'camping car', 'camping cars',
      'van', 'vans', 'fourgon*', 'glamping', 'bivouac', 'tienda de campana', 'acampar', 'furgoneta*', 'autocaravana*',
      'caravana*', 'planter la tente', 'pitch',
    ],
  },
  {
    id: 'discount',
    kind: 'topic',
    parent: 'price',
    terms: ['code promo', 'promo', 'promotion', 'reduction*', 'remise', 'tarif negocie', 'tarif preferentiel', 'discount*', 'descuento*', 'promocion', 'codigo'],
  },
  {
    id: 'gifts',
    kind: 'topic',
    terms: [
      'cadeau*', 'liste de cadeaux', 'liste', 'cagnotte*', 'cagnote', 'enveloppe*', 'urne', 'offrir',
      'gift*', 'registry', 'en:present', 'en:presents', 'wish list', 'wishlist', 'lista de bodas', 'lista de regalos',
      'regalo*', 'regalar', 'regalaros', 'es:sobre', 'cheque', 'virement', 'iban', 'rib', 'participer', 'participation', 'contribution',
      'contribuer', 'faire plaisir', 'ferait plaisir', 'hace ilusion', 'offre', 'amazon',
    ],
  },
  { id: 'honeymoon', kind: 'topic', parent: 'gifts', terms: ['lune de miel', 'voyage de noces', 'voyage de noce', 'honeymoon', 'luna de miel', 'viaje de novios'] },
  {
    id: 'transport',
    kind: 'topic',
    terms: [
      'shuttle*', 'car de', 'train*', 'tgv', 'gare', 'gares', 'station',
      'transport*', 'comment rejoindre', 'pour rejoindre', 'covoit*', 'co voiturage', 'carpool*', 'car pool', 'comment venir', 'comment aller',
      'comment se rendre', 'how to get', 'how do we get', 'how do i get', 'tren', 'estacion', 'avion', 'aeroport',
      'airport', 'aeropuerto', 'vol', 'flight', 'velo', 'bike', 'transfert', 'ramener', 'raccompagner', 'como llegar',
      'como ir', 'sans voiture', 'without a car', 'sin coche', 'transporte', 'comment on vient', 'on vient comment',
      'comment y aller', 'comment on y va', 'comment s y rendre', 'pour venir',
      'comment on va', 'on va comment', 'comment va t on', 'comment on se rend', 'how do we go', 'como vamos', 'como se va',
      'pas de voiture', 'pas de voitures', 'pas le permis', 'no car', 'don t have a car', 'no tenemos coche',
      'no tengo coche', 'how do we get there', 'how to get there',
      // Public transport in a town.
      'metro', 'subway', 'underground', 'tube', 'rer', 'tram', 'trams', 'tramway', 'transports en commun',
      'transport en commun', 'public transport', 'transporte publico', 'en transporte publico',
    ],
  },
  {
    id: 'shuttle',
    kind: 'topic',
    parent: 'transport',
    terms: ['navette*', 'shuttle*', 'bus', 'buses', 'autobus', 'autocar*', 'car de', 'coach', 'coaches', 'minibus', 'lanzadera*', 'traslado*', 'transfert*', 'transfer*', 'pick up', 'pickup', 'ramassage'],
  },
  {
    id: 'carpool',
    kind: 'topic',
    parent: 'transport',
    terms: [
      'covoit*', 'co voiturage', 'carpool*', 'car pool', 'car share', 'blablacar', 'give us a lift', 'give me a lift',
      'a lift', 'rideshare', 'ride share', 'share a ride', 'compartir coche', 'coche compartido',
    ],
  },
  // By rail: "on peut venir en train ?" is answered by the note on the station, not the one on carpooling.
  {
    id: 'rail',
    kind: 'topic',
    parent: 'transport',
    terms: [
      'train*', 'tgv', 'ter', 'sncf', 'intercites', 'ouigo', 'eurostar', 'gare', 'gares', 'station', 'stations', 'railway',
      'tren', 'trenes', 'estacion', 'renfe',
    ],
  },
  {
    id: 'flight',
    kind: 'topic',
    parent: 'transport',
    terms: ['avion*', 'aeroport*', 'airport*', 'aeropuerto*', 'vol', 'vols', 'flight*', 'fly', 'flying', 'vuelo*', 'volar', 'atterri*', 'land', 'landing', 'aterriz*', 'low cost', 'ryanair', 'easyjet'],
  },
  { id: 'taxi', kind: 'intent', parent: 'transport', terms: ['taxi', 'taxis', 'uber', 'vtc', 'cab', 'cabs', 'bolt', 'heetch'] },
  {
    id: 'contact',
    kind: 'topic',
    terms: [
      'contact*', 'joindre', 'appeler', 'appelle', 'appel', 'telephoner', 'numero', 'numeros', 'num', 'urgence*',
      'souci*', 'probleme*', 'aide', 'aider', 'perdu', 'perdue', 'perdus', 'retard', 'en retard', 'call', 'calling',
      'number', 'reach', 'emergenc*', 'help', 'problem*', 'issue', 'lost', 'late', 'running late', 'llamar', 'llamo',
      'contacto', 'emergencia', 'ayuda', 'problema*', 'perdido*', 'tarde', 'interlocuteur', 'referent', 'a qui m adresser',
      'joignable', 'imprevu', 'galere', 's adresser', 'a qui s adresser', 'qui contacter', 'who to contact',
    ],
  },
  { id: 'phone', kind: 'topic', parent: 'contact', terms: ['telephone*', 'sans telephone', 'sans telephones', 'tel', 'portable*', 'mobile', 'phone*', 'cellphone', 'movil', 'moviles', 'celular', 'telefono*', 'smartphone*'] },
  { id: 'witness', kind: 'topic', terms: ['temoin*', 'witness*', 'testigo*'] },
  {
    id: 'children',
    kind: 'topic',
    terms: [
      'enfant*', 'gamin*', 'gosse*', 'petits', 'les petits', 'fils', 'fille', 'bebe*', 'bambin*', 'baby sitter',
      'babysitter', 'baby sitting', 'nounou', 'garderie', 'mode de garde', 'faire garder', 'poussette', 'ado', 'ados',
      'adolescent*', 'kid', 'kids', 'child', 'children', 'baby', 'babies', 'toddler*', 'en:son', 'en:sons', 'daughter*', 'teen*',
      'nino*', 'nina*', 'hijo*', 'hija*', 'menores', 'guarderia', 'animatrice*', 'animateur*', 'bout de chou',
      'petit dernier', 'adultes', 'adults', 'adults only', 'childcare', 'child care', 'jumeaux', 'jumelles', 'twins',
      'gemelos', 'mellizos', 'crios', 'peques', 'nourrisson*', 'newborn', 'infant*', 'recien nacido', 'kiddo*', 'loulou*',
    ],
  },
  {
    id: 'weather',
    kind: 'topic',
    terms: [
      'pluie', 'pluies', 'pleuvoir', 'pleut', 'pleuvait', 'pleuvra', 'meteo', 'orage*', 'mauvais temps', 'fait mauvais',
      'temps pourri', 'intemperie*', 'averse*', 'parapluie*', 'rain*', 'weather', 'storm*', 'umbrella', 'lluvia',
      'llueve', 'llover', 'tormenta', 'paraguas', 'mal tiempo', 'tempete', 'vent', 'fait moche', 'temps moche',
      'bad weather', 'hace mal tiempo',
    ],
  },
  {
    id: 'temperature',
    kind: 'topic',
    parent: 'weather',
    terms: ['froid', 'fraiche', 'fraiches', 'frais', 'chaud', 'chaleur', 'canicule', 'cold', 'chilly', 'hot', 'heat', 'frio', 'fria', 'calor', 'petite laine', 'pull', 'gilet', 'veste', 'manteau', 'jacket', 'sweater', 'chaqueta', 'abrigo', 'couvrir'],
  },
  { id: 'outdoor', kind: 'context', parent: 'weather', terms: ['dehors', 'exterieur', 'en plein air', 'plein air', 'outside', 'outdoor*', 'al aire libre', 'fuera', 'jardin', 'jardins', 'garden'] },
  {
    id: 'photos',
    kind: 'topic',
    terms: [
      'photo*', 'filmer', 'film', 'films', 'video*', 'camera*', 'selfie*', 'hashtag*', 'instagram', 'insta',
      'reseaux sociaux', 'partager', 'share', 'sharing', 'picture*', 'pics', 'foto*', 'grabar', 'drone', 'photographier',
      'photographe', 'photographer', 'fotografo', 'appareil photo', 'sans telephone', 'sans telephones', 'unplugged',
    ],
  },
  { id: 'photobooth', kind: 'intent', parent: 'photos', terms: ['photobooth', 'photo booth', 'borne photo', 'polaroid'] },
  {
    id: 'rsvp',
    kind: 'topic',
    terms: [
      'confirmer', 'confirme', 'confirmation', 'confirm*', 'repondre', 'reponse', 'rsvp', 'presence', 'faire part',
      'inscri*', 'dire si on vient', 'prevenir', 'deadline', 'date limite', 'reply', 'respond', 'confirmar',
      'confirmacion', 'asistencia', 'responder', 'invitacion', 'invitation', 'invitations', 'carton', 'avant quand',
      'hear back', 'let you know', 'tell you if', 'vous dire si', 'vous prevenir', 'avisar', 'avisaros', 'decir si',
      'ma venue', 'notre venue',
    ],
  },
  {
    id: 'food',
    kind: 'topic',
    terms: [
      'menu*', 'repas', 'manger', 'mange', 'mangera', 'nourriture', 'plat', 'plats', 'traiteur', 'buffet', 'cuisine',
      'dejeuner', 'food', 'meal*', 'eat', 'eating', 'lunch', 'comida', 'comer', 'plato*',
      'regime', 'regimes', 'regime alimentaire', 'diet*', 'dieta', 'alimentaire', 'caterer', 'catering',
    ],
  },
  {
    id: 'vegetarian',
    kind: 'topic',
    parent: 'food',
    terms: ['vegetarien*', 'vegetalien*', 'vegan*', 'vegane', 'viande', 'meat', 'vegetarian*', 'veggie', 'vegetariano*', 'carne', 'sans viande', 'sin carne', 'no meat', 'pescetarien', 'poisson', 'poissons', 'fish', 'pescado', 'pescatarian', 'pescetarian'],
  },
  { id: 'halal', kind: 'topic', parent: 'food', terms: ['halal', 'casher', 'kasher', 'kosher', 'porc', 'pork', 'cerdo'] },
  {
    id: 'allergy',
    kind: 'topic',
    parent: 'food',
    terms: [
      'allerg*', 'intoleran*', 'gluten', 'lactose', 'lait', 'laitier*', 'coeliaque', 'celiaque', 'arachide*',
      'cacahuete*', 'noix', 'fruits a coque', 'dairy', 'milk', 'nut', 'nuts', 'peanut*', 'celiac', 'coeliac',
      'shellfish', 'alergi*', 'alergico*', 'leche', 'lactosa', 'fruits de mer', 'crustaces',
    ],
  },
  {
    id: 'drinks',
    kind: 'topic',
    parent: 'food',
    terms: [
      'alcool*', 'alcohol', 'fr:vin', 'vins', 'champagne', 'bar', 'open bar', 'boisson*', 'boire', 'biere*', 'drink*',
      'wine', 'wines', 'beer', 'beers', 'bebida*', 'beber', 'cerveza*', 'vino', 'vinos', 'soft', 'softs', 'cocktail*',
      'mojito*', 'rose', 'whisky', 'rhum', 'vodka', 'gin', 'spritz', 'prosecco', 'cava', 'sangria', 'jus', 'juice',
      'sans alcool', 'alcohol free', 'sin alcohol', 'barra libre', 'a volonte', 'free bar', 'verre', 'verres', 'copa*',
      'booze', 'cidre', 'calvados', 'pastis', 'boit', 'boira', 'buvons', 'buvez', 'boivent', 'on boit',
    ],
  },
  {
    id: 'brunch',
    kind: 'topic',
    parent: 'nextday',
    terms: ['brunch', 'petit dejeuner', 'petit dej', 'breakfast', 'desayuno', 'retour des maries'],
  },
  {
    id: 'program',
    kind: 'topic',
    terms: [
      'programme', 'deroulement', 'planning', 'ordre du jour', 'schedule', 'program', 'itinerary', 'agenda',
      'programa', 'cronograma', 'emploi du temps', 'horaires', 'timeline', 'run of the day', 'order of the day',
      'itinerario', 'horario', 'entre la ceremonie et', 'between the ceremony and',
    ],
  },

  // ---- intents no fixed field answers -------------------------------------------------------------------
  {
    id: 'pets',
    kind: 'intent',
    terms: [
      'chien*', 'chienne*', 'chiot*', 'chat', 'chats', 'chaton*', 'animal', 'animaux', 'animal de compagnie', 'toutou*',
      'labrador*', 'golden', 'retriever', 'berger', 'caniche*', 'teckel*', 'chihuahua*', 'bouledogue*', 'bulldog*',
      'yorkshire', 'beagle*', 'cocker*', 'husky', 'spitz', 'carlin*', 'jack russell', 'border collie', 'lapin*', 'furet*',
      // "En laisse" is a leash; "on laisse la voiture" is leaving it.
      'en laisse', 'tenu en laisse', 'tenus en laisse', 'en:pet', 'pets', 'dog', 'dogs', 'doggy', 'doggo', 'puppy', 'puppies', 'pup', 'cat', 'cats', 'kitten*',
      'pooch', 'leash', 'perro*', 'perrito*', 'perra*', 'gato*', 'gatito*', 'mascota*', 'cachorro*', 'correa',
    ],
  },
  {
    id: 'music',
    kind: 'intent',
    terms: [
      'musique*', 'musicien*', 'dj', 'disc jockey', 'groupe de musique', 'orchestre', 'en:band', 'chanson*', 'chant',
      'chanter', 'danse*', 'danser', 'playlist', 'concert', 'premiere danse', 'music*', 'song*', 'danc*', 'musica',
      'cancion*', 'baile', 'bailar', 'mariachi', 'joue', 'jouera', 'quel groupe', 'groupe live', 'requests', 'demandes',
      'peticiones', 'ouverture du bal', 'first dance', 'primer baile', 'piste de danse', 'dance floor', 'pista de baile', 'flamenco',
    ],
  },
  { id: 'seating', kind: 'intent', terms: ['table', 'tables', 'plan de table', 'placement', 'place assise', 'places assises', 'placer', 'assis', 'a cote de qui', 'seat', 'seats', 'seating', 'mesa', 'mesas', 'sentar*', 'asiento*'] },
  { id: 'wifi', kind: 'intent', terms: ['wifi', 'wi fi', 'internet', 'reseau', 'reseaux', '4g', '5g', 'connexion', 'network', 'mot de passe', 'password', 'contrasena', 'reseau mobile'] },
  {
    id: 'bridesmaids',
    kind: 'intent',
    terms: ['demoiselle d honneur', 'garcon d honneur', 'garcons d honneur', 'bridesmaid*', 'groomsm*', 'best man', 'maid of honor', 'maid of honour', 'dama de honor', 'damas de honor', 'padrino*', 'madrina*', 'cortege'],
  },
  {
    id: 'price',
    kind: 'intent',
    terms: [
      'prix', 'cout', 'coute', 'coutent', 'couter', 'coutera', 'tarif*', 'cher', 'chere', 'payer', 'payant*', 'paye',
      'gratuit*', 'euro*', 'combien ca coute', 'cost*', 'price*', 'pay', 'paid', 'free', 'fee', 'fees', 'charge',
      'precio*', 'cuesta', 'cuestan', 'pagar', 'gratis', 'how much', 'cuanto cuesta', 'cuanto vale', 'budget',
    ],
  },
  { id: 'smoking', kind: 'intent', terms: ['fumer', 'fume', 'fumeur*', 'cigarette*', 'clope*', 'vapot*', 'en:smoking', 'smoke', 'smoker*', 'fumar', 'cigarro*', 'cigarrillo*'] },
  {
    id: 'accessibility',
    kind: 'intent',
    terms: [
      'fauteuil roulant', 'fauteuil', 'pmr', 'handicap*', 'mobilite reduite', 'accessib*', 'escalier*', 'ascenseur',
      'wheelchair', 'disabled', 'disability', 'stairs', 'elevator', 'lift', 'silla de ruedas', 'accesib*',
      'discapacidad', 'bequille*', 'plain pied', 'step free',
    ],
  },
  {
    id: 'plusone',
    kind: 'intent',
    terms: [
      'accompagn*', 'conjoint*', 'plus one', 'plus un', '+1', 'copain', 'copine', 'petit ami', 'petite amie',
      'partenaire', 'compagnon', 'compagne', 'mon mec', 'ma meuf', 'boyfriend', 'girlfriend', 'partner', 'a date',
      'acompanante*', 'pareja', 'nominative*', 'quelqu un avec moi', 'someone with me', 'un ami', 'une amie', 'mon ami',
      'mon amie', 'a friend', 'my friend', 'un amigo', 'una amiga', 'mi amigo', 'mi amiga', 'inviter quelqu un',
      'amener quelqu un', 'ramener quelqu un', 'venir a deux', 'bring someone',
    ],
  },
  {
    id: 'speeches',
    kind: 'intent',
    terms: [
      'discours', 'speech', 'speeches', 'toast', 'toasts', 'surprise*', 'sketch', 'brindis', 'sorpresa*', 'prendre la parole',
      'dire un mot', 'dire quelques mots', 'micro', 'say a few words', 'a few words', 'decir unas palabras', 'unas palabras',
      'hommage', 'tribute',
    ],
  },
  {
    id: 'games',
    kind: 'intent',
    terms: ['jeux', 'jeu', 'animation*', 'quiz', 'game', 'games', 'activites', 'activities', 'activity', 'animaciones', 'juegos', 'karaoke', 'petanque', 'molkky', 'blind test'],
  },
  {
    id: 'confetti',
    kind: 'intent',
    terms: ['confetti*', 'riz', 'petale*', 'lancer', 'jeter', 'bulles', 'rice', 'petal*', 'throw', 'throwing', 'bubbles', 'arroz', 'lanzar', 'tirar', 'sortie des maries'],
  },
  {
    id: 'snow',
    kind: 'topic',
    parent: 'weather',
    terms: [
      'neige', 'enneige*', 'verglas', 'chaines', 'chaines a neige', 'pneus neige', 'pneus hiver', 'equipements speciaux',
      'snow', 'snowy', 'icy', 'ice', 'chains', 'snow chains', 'winter tyres', 'winter tires', 'nieve', 'nevado', 'cadenas',
      'neumaticos de invierno', 'hielo', 'route fermee', 'road closed', 'carretera cortada',
    ],
  },
  { id: 'wind', kind: 'topic', parent: 'weather', terms: ['vent', 'venteux', 'mistral', 'rafale*', 'tramontane', 'wind', 'windy', 'gust*', 'viento', 'ventoso'] },
  {
    id: 'ski',
    kind: 'intent',
    terms: ['ski', 'skis', 'skier', 'forfait*', 'piste', 'pistes', 'slope', 'slopes', 'lift pass', 'ski pass', 'esqui', 'esquiar', 'pistas', 'snowboard', 'luge', 'raquettes'],
  },
  {
    id: 'cablecar',
    kind: 'topic',
    parent: 'transport',
    terms: ['telecabine*', 'telepherique*', 'telesiege*', 'remontee*', 'gondola*', 'cable car', 'chairlift', 'teleferico', 'telecabina', 'funiculaire', 'funicular'],
  },
  { id: 'altitude', kind: 'intent', terms: ['altitude', 'mal des montagnes', 'haute montagne', 'altitude sickness', 'high altitude', 'altitud', 'mal de altura', 'metres d altitude'] },
  {
    id: 'carrental',
    kind: 'topic',
    parent: 'transport',
    terms: ['location de voiture', 'louer une voiture', 'voiture de location', 'rental car', 'rent a car', 'hire car', 'car hire', 'car rental', 'alquiler de coche', 'alquilar un coche', 'coche de alquiler', 'louer', 'rental', 'alquilar'],
  },
  {
    id: 'modesty',
    kind: 'topic',
    parent: 'dress',
    terms: [
      'kippa*', 'kippah', 'yarmulke', 'couvre chef', 'tete couverte', 'couvrir la tete', 'head covering', 'cover my head',
      'cubrir la cabeza', 'foulard', 'epaules couvertes', 'epaules', 'shoulders', 'modest*', 'pudique', 'decollete',
      'tenue correcte', 'hombros', 'escote', 'velo', 'voile',
    ],
  },
  { id: 'shabbat', kind: 'intent', terms: ['shabbat', 'chabbat', 'sabbat', 'sabbath', 'shabat', 'chabat'] },
  {
    id: 'language',
    kind: 'intent',
    terms: [
      'langue', 'en francais', 'en anglais', 'en espagnol', 'traduction', 'traduit', 'language', 'in english', 'in french',
      'in spanish', 'translate*', 'translation', 'idioma', 'en ingles', 'en espanol', 'en frances', 'bilingue', 'bilingual',
      'parle pas', 'don t speak', 'no habla', 'comprendre la ceremonie', 'follow the ceremony',
    ],
  },
  {
    id: 'documents',
    kind: 'intent',
    terms: ['papiers', 'passeport*', 'carte d identite', 'visa', 'visas', 'passport*', 'id card', 'documents', 'pasaporte*', 'dni', 'visado*', 'schengen', 'papiers d identite'],
  },
  { id: 'rest', kind: 'intent', terms: ['sieste', 'repos', 'se reposer', 'nap', 'naps', 'rest', 'siesta', 'descansar', 'descanso', 'faire une pause'] },
  { id: 'beach', kind: 'intent', terms: ['maree*', 'plage*', 'tide*', 'beach*', 'marea*', 'playa*', 'bord de mer', 'seaside', 'baignade en mer'] },
  {
    id: 'network',
    kind: 'intent',
    parent: 'wifi',
    terms: ['capte', 'capter', 'signal', 'couverture reseau', 'phone signal', 'cobertura', 'reception telephone', 'no signal', 'sin cobertura', 'joignable'],
  },
  {
    id: 'power',
    kind: 'intent',
    terms: ['electricite', 'prise*', 'brancher', 'recharger', 'chargeur', 'socket*', 'plug*', 'charger', 'charge my', 'enchufe*', 'electricidad', 'cargar'],
  },
  {
    id: 'luggage',
    kind: 'intent',
    parent: 'cloakroom',
    terms: ['valise*', 'bagage*', 'suitcase*', 'luggage', 'bags', 'maleta*', 'equipaje*', 'sac de voyage'],
  },
  {
    id: 'helping',
    kind: 'intent',
    terms: ['deco', 'decoration*', 'decorer', 'mise en place', 'installation', 'coup de main', 'help set up', 'help out', 'setting up', 'decorar', 'decoracion', 'echar una mano', 'montage', 'besoin de bras', 'des bras'],
  },
  { id: 'guestcount', kind: 'intent', terms: ['combien d invites', 'combien de personnes', 'combien de monde', 'nombre d invites', 'how many guests', 'how many people', 'cuantos invitados', 'cuantas personas'] },
  {
    id: 'cloakroom',
    kind: 'intent',
    terms: [
      'vestiaire', 'vestiaires', 'cloakroom', 'guardarropa', 'consigne', 'laisser nos manteaux', 'laisser mon manteau',
      'laisser les manteaux', 'laisser nos affaires', 'laisser mes affaires', 'deposer nos affaires',
      'deposer mes affaires', 'poser nos affaires', 'poser mes affaires', 'laisser nos sacs', 'leave our coats',
      'leave my coat', 'leave coats', 'coat check', 'dejar los abrigos', 'dejar las cosas', 'garde robe',
    ],
  },
  { id: 'fireworks', kind: 'intent', terms: ['feu d artifice', 'feux d artifice', 'fireworks', 'firework', 'fuegos artificiales', 'lanterne*', 'lanterns'] },
  {
    id: 'pool',
    kind: 'intent',
    terms: [
      'piscine', 'pool', 'swimming', 'swim', 'swimwear', 'swimsuit', 'bathing suit', 'trunks', 'bikini', 'dip', 'maillot*',
      'baignade', 'baigner', 'se baigner', 'nager', 'piscina', 'banador*', 'banarse', 'nadar', 'bano',
    ],
  },
  { id: 'beauty', kind: 'intent', terms: ['coiffeur', 'coiffeuse', 'coiffure', 'maquillage', 'maquilleuse', 'hairdresser', 'makeup', 'make up', 'peluqueria', 'maquillaje'] },
  { id: 'toilets', kind: 'intent', terms: ['toilette*', 'wc', 'sanitaire*', 'toilet*', 'restroom*', 'bathroom*', 'bano', 'banos'] },
  { id: 'age', kind: 'intent', terms: ['age', 'ages', 'quel age', 'how old', 'cuantos anos', 'anniversaire', 'birthday'] },

  // ---- moments of the day: a note's timeline line ("20h30 dîner") answers them better than the fixed times ---
  {
    id: 'dinner',
    kind: 'context',
    parent: 'reception',
    terms: [
      'diner', 'dinner', 'dine', 'dinons', 'dinera', 'souper', 'supper', 'cena', 'cenar', 'cenamos', 'passer a table',
      'passe a table', 'a table', 'repas du soir', 'sit down dinner', 'banquet', 'banquete',
    ],
  },
  {
    id: 'cake',
    kind: 'topic',
    parent: 'food',
    terms: ['piece montee', 'pieces montees', 'gateau*', 'cake', 'cakes', 'wedding cake', 'tarta', 'pastel', 'dessert*', 'postre*', 'croquembouche', 'tropezienne'],
  },
  {
    id: 'arrival',
    kind: 'context',
    parent: 'ceremony',
    terms: [
      'accueil', 'accueil des invites', 'etre la', 'etre present', 'etre presents', 'etre installe', 'etre installes',
      'arriver', 'arrive', 'arrivons', 'arrivee', 'en avance', 'pour ne rien rater', 'pour pas rater', 'rien rater',
      'ne rien manquer', 'be there', 'be seated', 'seated', 'arrive', 'arrival', 'get there', 'doors open', 'miss anything',
      'llegar', 'lleguemos', 'estar alli', 'estar ahi', 'llegada', 'perdernos nada',
    ],
  },
  {
    id: 'daybefore',
    kind: 'topic',
    terms: [
      'veille', 'la veille', 'jour d avant', 'soir d avant', 'night before', 'day before', 'eve', 'welcome drinks',
      'welcome party', 'welcome dinner', 'rehearsal dinner', 'pre wedding', 'noche anterior', 'dia anterior', 'vispera',
      'la noche antes', 'el dia antes', 'apero de bienvenue', 'soiree de bienvenue', 'cocktail de bienvenue',
    ],
  },
  {
    id: 'officiant',
    kind: 'intent',
    terms: [
      'officiant*', 'officiat*', 'officie', 'officiera', 'celebrant*', 'celebre la ceremonie', 'celebree par', 'celebre par',
      'celebrated by', 'officiated by', 'oficiada por', 'celebrada por', 'presidee par', 'led by', 'maitre de ceremonie', 'rabbin', 'rabbi',
      'pretre', 'priest', 'cure', 'pasteur', 'imam', 'oficia*', 'oficiante', 'who is marrying', 'qui vous marie',
      'qui marie', 'quien los casa', 'quien casa',
    ],
  },
  {
    id: 'legal',
    kind: 'intent',
    terms: [
      'legal', 'legale', 'legalement', 'legally', 'officiel', 'officiellement', 'officially', 'paperwork',
      'civilement', 'registry office', 'ya casados',
      'deja maries', 'already married', 'legal bit',
    ],
  },
  {
    id: 'insects',
    kind: 'intent',
    terms: [
      'moustique*', 'insecte*', 'bestiole*', 'repulsif*', 'anti moustique', 'piqure*', 'guepe*', 'mosquito*', 'bug', 'bugs',
      'insect*', 'repellent', 'bug spray', 'repelente', 'picadura*', 'bicho*', 'avispa*',
    ],
  },
  {
    id: 'money',
    kind: 'intent',
    terms: [
      'especes', 'liquide', 'cash', 'monnaie', 'devise*', 'distributeur*', 'dab', 'retirer', 'carte bancaire',
      'paiement par carte', 'atm', 'atms', 'cash machine', 'currency', 'currencies', 'efectivo', 'cajero*', 'moneda*',
      'tarjeta', 'divisa*', 'payer en carte', 'payer par carte', 'par carte', 'pay by card', 'card payment', 'pagar con tarjeta',
    ],
  },
  { id: 'drone', kind: 'intent', parent: 'photos', terms: ['drone', 'drones', 'dron', 'drons'] },
  {
    id: 'shoes',
    kind: 'topic',
    parent: 'dress',
    terms: [
      'chaussure*', 'talon*', 'escarpin*', 'aiguille*', 'stiletto*', 'sandale*', 'ballerine*', 'baskets', 'tennis',
      'heels', 'shoes', 'shoe', 'sandals', 'flats', 'sneakers', 'trainers', 'boots', 'bottes', 'tacon*', 'zapato*',
      'sandalia*', 'pelouse', 'herbe', 'gravier', 'sable', 'grass', 'lawn', 'gravel', 'sand', 'cesped', 'hierba', 'grava',
      'arena', 'espadrille*', 'alpargata*',
    ],
  },
  {
    id: 'showers',
    kind: 'intent',
    parent: 'lodging',
    terms: ['douche*', 'sanitaire*', 'shower*', 'ducha*', 'se laver', 'wash', 'lavar*'],
  },
  {
    id: 'sun',
    kind: 'topic',
    parent: 'temperature',
    terms: [
      'soleil', 'creme solaire', 'ecran total', 'ecran solaire', 'chapeau*', 'casquette*', 'ombre', 'insolation',
      'brumisateur*', 'eventail*', 'sun', 'sunny', 'sunscreen', 'sun cream', 'suncream', 'hat', 'hats', 'shade', 'sol',
      'protector solar', 'crema solar', 'sombrero*', 'gorra*', 'abanico*', 'sombra',
    ],
  },
];

/** Small talk: with only these words (and fillers), the message greets, thanks or takes leave. */
export const GREETING_WORDS = new Set([
  'bonjour', 'bonsoir', 'salut', 'coucou', 'hello', 'hi', 'hey', 'hola', 'buenas', 'buenos', 'bjr', 'slt', 'cc',
  'hallo', 'allo', 'wesh', 'kikou', 'saludos', 'greetings', 'howdy', 'morning', 'yo',
]);
export const THANKS_WORDS = new Set([
  'merci', 'thanks', 'thank', 'thx', 'ty', 'gracias', 'remercie', 'remercions', 'cheers', 'parfait', 'super', 'genial',
  'top', 'nickel', 'cool', 'great', 'perfect', 'perfecto', 'estupendo', 'ok', 'okay', 'oki', 'dacc', 'compris',
  'entendu', 'vale', 'excellent', 'excelente', 'awesome', 'bye', 'revoir', 'bientot', 'tchao', 'ciao', 'adios',
  'nice', 'lovely', 'agradezco', 'noted', 'note', 'marche', 'felicitations', 'congrats', 'congratulations', 'felicidades',
  'bravo', 'enhorabuena',
]);
/** Words that may surround a greeting or a thank-you without making it a question. */
export const SMALL_TALK_EXTRAS = new Set([
  'dias', 'tardes', 'noches', 'good', 'afternoon', 'evening', 'there', 'everyone', 'all', 'mil', 'muchas', 'muchisimas',
  'beaucoup', 'infos', 'info', 'informations', 'information', 'reponse', 'reponses', 'lot', 'much', 'so', 'very',
  'todo', 'encore', 'again', 'infiniment', 'vraiment', 'really', 'voit', 'vendredi', 'samedi', 'dimanche', 'friday',
  'saturday', 'sunday', 'viernes', 'sabado', 'domingo', 'demain', 'tomorrow', 'manana', 'jour', 'day', 'big', 'luego',
  'pronto', 'see', 'soon', 'bonne', 'journee', 'soiree', 'tard', 'accord', 'bien', 'bueno', 'help', 'aide', 'ayuda',
  'vez', 'otra', 'plus', 'vite', 'rapide', 'quick', 'reply', 'assistant', 'bot', 'tous', 'toutes', 'tout', 'ces',
  'cette', 'ca', 'tout le monde', 'everything', 'gentil', 'kind', 'amable', 'sympa', 'chers', 'cher', 'ami', 'amis',
  'question', 'questions', 'pregunta', 'preguntas', 'j', 'jour j', 'heureux', 'hate', 'impatient', 'impatients',
  'excited', 'ganas', 'felicitations', 'congrats', 'congratulations', 'felicidades', 'bravo', 'mariage', 'wedding',
  'boda', 'maries', 'couple', 'novios', 'lol', 'mdr', 'haha', 'ahah',
]);
