// A small general dictionary of everyday words in English, French and Spanish: each line is one meaning, written in
// the three languages (with their common inflections). It lets a guest's leftover words (those the thesaurus does
// not explain) be found in a fact the couple wrote in another language: "boat" in « le bateau part à 18h ».
// General vocabulary only: no word here is tied to one wedding or one question. Not the moments of the day nor the
// kinds of venue: they set a question (« por la noche », « el castillo ») more than they name what it asks, and the
// thesaurus reads them already.
import { foldText } from './normalize-text.ts';

const MEANINGS = `
boat boats | bateau bateaux | barco barcos
ship | navire | buque
ferry | ferry | ferry
pier jetty dock quay | quai ponton embarcadere | muelle embarcadero
lake | lac | lago
sea | mer | mar
river | riviere fleuve | rio
island | ile | isla
beach | plage | playa
mountain mountains | montagne montagnes | montana montanas
hill | colline | colina
forest woods | foret bois | bosque
garden gardens | jardin jardins | jardin jardines
farm | ferme | granja
field fields | champ champs | campo campos
street | rue | calle
road | route | carretera
bridge | pont | puente
door | porte | puerta
gate | portail | porton
entrance | entree | entrada
stairs steps | escalier escaliers marches | escaleras escalones
floor | etage | planta piso
kitchen | cuisine | cocina
bathroom toilet toilets | toilettes | bano banos aseo
pool | piscine | piscina
tent tents | tente tentes | tienda tiendas
bike bikes bicycle bicycles | velo velos | bicicleta bicicletas bici bicis
car | voiture | coche
train trains | train trains | tren trenes
station | gare | estacion
stop | arret | parada
plane | avion | avion
ticket tickets | billet billets | billete billetes
map | carte | mapa
luggage suitcase suitcases bags | bagages valise valises | equipaje maleta maletas
key keys | cle cles | llave llaves
phone | telephone | telefono
link | lien | enlace
photo photos picture pictures pictures | photo photos | foto fotos
song songs | chanson chansons | cancion canciones
music | musique | musica
dance dancing | danse danser | baile bailar
game games | jeu jeux | juego juegos
play playing | jouer joue | jugar juego
sing singing | chanter chante | cantar
choir | chorale choeur | coro
word words | mot mots | palabra palabras
language | langue | idioma lengua
speak speaks | parler parle | hablar habla hable
learn | apprendre | aprender
read reading | lire lecture | leer lectura
write | ecrire | escribir
bring | apporter amener | llevar traer
take | prendre | tomar coger
carry | porter | llevar cargar
leave leaves leaving | partir depart | salir sale salida
arrive arrival | arriver arrivee | llegar llegada
return back | retour revenir | vuelta volver regreso
wait | attendre | esperar
meet meeting | retrouver rendez | quedar encuentro
walk walking | marcher marche pied | caminar andar
swim swimming | nager baignade | nadar bano
climb | monter grimper | subir
get on board | embarquer | subir embarcar
stay | rester | quedarse
sleep | dormir | dormir
eat | manger | comer
drink | boire | beber
cook | cuisiner | cocinar
taste try | gouter | probar
buy | acheter | comprar
sell | vendre | vender
pay | payer | pagar
free | gratuit | gratis
rent renting hire | louer location | alquilar alquiler
book booking | reserver reservation | reservar reserva
help | aider aide | ayudar ayuda
need | besoin | necesitar
change changed | changer | cambiar
wear | porter | llevar
open | ouvert ouvrir | abierto abrir
closed close | ferme fermer | cerrado cerrar
start begin | commencer debut | empezar comenzar
end finish | fin finir | fin terminar
first | premier premiere | primero primera
last | dernier derniere | ultimo ultima
next | prochain suivant | proximo siguiente
early | tot | temprano
late | tard | tarde
family | famille | familia
friend friends | ami amis | amigo amigos
kid kids child children | enfant enfants | nino ninos
baby | bebe | bebe
grandmother gran granny | grand mere mamie | abuela
grandfather grandpa | grand pere papi | abuelo
parents | parents | padres
brother | frere | hermano
sister | soeur | hermana
table tables | table tables | mesa mesas
chair chairs | chaise chaises | silla sillas
seat seats | siege sieges | asiento asientos
bread | pain | pan
cheese | fromage | queso
meat | viande | carne
fish | poisson | pescado
oysters oyster | huitres huitre | ostras ostra
seafood | fruits mer | marisco mariscos
fruit | fruit fruits | fruta
cake | gateau | tarta pastel
wine | vin | vino
beer | biere | cerveza
water | eau | agua
coffee | cafe | cafe
dog | chien | perro
cat | chat | gato
hat | chapeau | sombrero
shoes | chaussures | zapatos
heels | talons | tacones
umbrella | parapluie | paraguas
sun | soleil | sol
rain | pluie | lluvia
wind | vent | viento
cold | froid | frio
hot heat | chaud chaleur | calor
weather | meteo | tiempo
kite kites | cerf volant cerfs volants | cometa cometas
fire fireworks | feu feux artifice | fuegos artificiales
candle candles | bougie bougies | vela velas
flower flowers | fleur fleurs | flor flores
gift gifts present | cadeau cadeaux | regalo regalos
money cash | argent especes | dinero efectivo
card | carte | tarjeta
tip tips | pourboire pourboires | propina propinas
porter porters | porteur porteurs | porteador porteadores
driver | chauffeur | conductor
doctor | medecin docteur | medico
pharmacy | pharmacie | farmacia
shop shops store | magasin boutique | tienda
market | mercado
supermarket | supermarche | supermercado
bakery | boulangerie | panaderia
`;

/** Each folded word, with the other words of its meanings (in any language). */
const TRANSLATIONS: Map<string, Set<string>> = buildTranslations(MEANINGS);

function buildTranslations(text: string) {
  const map = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const words = [...new Set(line.split(/[\s|]+/).map(foldText).filter((w) => w.length >= 3))];
    for (const w of words) {
      const others = map.get(w) ?? new Set<string>();
      for (const o of words) if (o !== w) others.add(o);
      map.set(w, others);
    }
  }
  return map;
}

/** The same meaning in the other languages ("boat" → bateau, barco), for a word the thesaurus leaves over. */
export function everydayTranslations(word: string): string[] {
  return [...(TRANSLATIONS.get(word) ?? [])];
}
