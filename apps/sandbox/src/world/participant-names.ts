/**
 * Participant names for the generated events, per sport and (for football) per country. Lists
 * are `|`-separated to keep them compact. The seed picks from them; the lists themselves are fixed.
 */
const list = (names: string): readonly string[] => names.split('|');

const FOOTBALL_CLUBS: Readonly<Record<string, readonly string[]>> = {
  England: list(
    'Arsenal|Aston Villa|Bournemouth|Brentford|Brighton|Chelsea|Crystal Palace|Everton|Fulham|' +
      'Liverpool|Manchester City|Manchester United|Newcastle United|Nottingham Forest|' +
      'Tottenham Hotspur|West Ham United|Wolverhampton|Leeds United|Burnley|Sunderland|' +
      'Leicester City|Southampton|Ipswich Town|Norwich City|Middlesbrough|Coventry City|' +
      'Sheffield United|Watford|Stoke City|Hull City|Bristol City|Millwall|Derby County|' +
      'Portsmouth|Plymouth Argyle|Wrexham|Blackburn Rovers|Preston North End',
  ),
  Spain: list(
    'Real Madrid|FC Barcelona|Atletico Madrid|Athletic Bilbao|Real Sociedad|Villarreal|Real Betis|' +
      'Sevilla|Valencia|Girona|Celta Vigo|Osasuna|Getafe|Mallorca|Rayo Vallecano|Alaves|' +
      'Espanyol|Levante|Elche|Real Oviedo|Real Zaragoza|Sporting Gijon|Racing Santander|Malaga',
  ),
  Germany: list(
    'Bayern Munich|Borussia Dortmund|Bayer Leverkusen|RB Leipzig|Eintracht Frankfurt|' +
      'VfB Stuttgart|SC Freiburg|VfL Wolfsburg|Borussia Monchengladbach|Werder Bremen|' +
      'Union Berlin|TSG Hoffenheim|Mainz 05|FC Augsburg|FC Koln|Hamburger SV|St. Pauli|' +
      'Heidenheim|Schalke 04|Hertha BSC|Fortuna Dusseldorf|Hannover 96|Kaiserslautern',
  ),
  Italy: list(
    'Inter|AC Milan|Juventus|Napoli|AS Roma|Lazio|Atalanta|Fiorentina|Bologna|Torino|Udinese|' +
      'Genoa|Cagliari|Lecce|Parma|Como|Verona|Sassuolo|Pisa|Cremonese|Sampdoria|Palermo|Bari',
  ),
  France: list(
    'Paris Saint-Germain|Olympique Marseille|AS Monaco|Lille|Olympique Lyonnais|OGC Nice|' +
      'RC Lens|Stade Rennais|Strasbourg|Nantes|Toulouse|Montpellier|Reims|Brest|Auxerre|' +
      'Angers|Le Havre|Lorient|Metz|Saint-Etienne|Bordeaux|Caen',
  ),
  Netherlands: list(
    'Ajax|PSV Eindhoven|Feyenoord|AZ Alkmaar|FC Twente|FC Utrecht|Sparta Rotterdam|Heerenveen|' +
      'NEC Nijmegen|Go Ahead Eagles|FC Groningen|Fortuna Sittard',
  ),
  Portugal: list(
    'Benfica|FC Porto|Sporting CP|Braga|Vitoria Guimaraes|Famalicao|Gil Vicente|Estoril|' +
      'Moreirense|Rio Ave|Casa Pia|Arouca',
  ),
  Brazil: list(
    'Flamengo|Palmeiras|Corinthians|Sao Paulo|Santos|Gremio|Internacional|Atletico Mineiro|' +
      'Cruzeiro|Fluminense|Botafogo|Vasco da Gama|Bahia|Fortaleza|Athletico Paranaense|Coritiba|' +
      'Sport Recife|Ceara|Goias|Vitoria',
  ),
  Argentina: list(
    'Boca Juniors|River Plate|Racing Club|Independiente|San Lorenzo|Estudiantes|Velez Sarsfield|' +
      'Talleres|Lanus|Rosario Central|Newells Old Boys|Huracan|Argentinos Juniors|Belgrano',
  ),
  USA: list(
    'LA Galaxy|LAFC|Inter Miami|New York Red Bulls|New York City FC|Seattle Sounders|' +
      'Portland Timbers|Atlanta United|Columbus Crew|FC Cincinnati|Orlando City|Austin FC|' +
      'Nashville SC|Philadelphia Union|Real Salt Lake|Sporting Kansas City',
  ),
  Japan: list(
    'Kashima Antlers|Urawa Red Diamonds|Yokohama F. Marinos|Kawasaki Frontale|Gamba Osaka|' +
      'Cerezo Osaka|Vissel Kobe|Sanfrecce Hiroshima|Nagoya Grampus|FC Tokyo|Kashiwa Reysol|' +
      'Shimizu S-Pulse|Jubilo Iwata|Consadole Sapporo|Albirex Niigata|Avispa Fukuoka',
  ),
  Philippines: list(
    'Kaya FC-Iloilo|Stallion Laguna|Dynamic Herb Cebu|Manila Digger|One Taguig|Loyola FC|' +
      'Mendiola FC 1991|Maharlika Taguig|Tuloy FC|Davao Aguilas',
  ),
  Kenya: list(
    'Gor Mahia|AFC Leopards|Tusker FC|Kenya Police|KCB|Shabana|Bandari|Kakamega Homeboyz|' +
      'Nairobi City Stars|Sofapaka|Ulinzi Stars|Posta Rangers|Murang\u2019a Seal|Bidco United',
  ),
  Ghana: list(
    'Asante Kotoko|Hearts of Oak|Medeama|Aduana Stars|Dreams FC|Berekum Chelsea|Legon Cities|' +
      'Bechem United|Nations FC|Bibiani Gold Stars|Karela United|Heart of Lions|Vision FC|' +
      'Samartex',
  ),
  Nigeria: list(
    'Enyimba|Kano Pillars|Rangers International|Shooting Stars|Rivers United|Remo Stars|' +
      'Plateau United|Kwara United|Lobi Stars|Akwa United|Bendel Insurance|Niger Tornadoes',
  ),
  'South Africa': list(
    'Kaizer Chiefs|Orlando Pirates|Mamelodi Sundowns|SuperSport United|Cape Town City|' +
      'Stellenbosch|AmaZulu|Sekhukhune United|Golden Arrows|Polokwane City|TS Galaxy|Chippa United',
  ),
};

const EUROPEAN_CLUBS: readonly string[] = [
  ...(FOOTBALL_CLUBS.England ?? []).slice(0, 8),
  ...(FOOTBALL_CLUBS.Spain ?? []).slice(0, 6),
  ...(FOOTBALL_CLUBS.Germany ?? []).slice(0, 5),
  ...(FOOTBALL_CLUBS.Italy ?? []).slice(0, 6),
  ...(FOOTBALL_CLUBS.France ?? []).slice(0, 4),
  ...(FOOTBALL_CLUBS.Netherlands ?? []).slice(0, 3),
  ...(FOOTBALL_CLUBS.Portugal ?? []).slice(0, 3),
];

const NATIONS = list(
  'England|Spain|Germany|France|Italy|Portugal|Netherlands|Belgium|Croatia|Brazil|Argentina|' +
    'Uruguay|Colombia|Mexico|USA|Japan|South Korea|Morocco|Senegal|Nigeria|Ghana|Kenya|' +
    'Egypt|Australia|Denmark|Switzerland|Poland|Norway|Sweden|Philippines',
);

const CRICKET_NATIONS = list(
  'India|Australia|England|Pakistan|South Africa|New Zealand|Sri Lanka|West Indies|Bangladesh|' +
    'Afghanistan|Ireland|Zimbabwe|Netherlands|Scotland|Nepal|USA',
);

const CRICKET_FRANCHISES: Readonly<Record<string, readonly string[]>> = {
  India: list(
    'Mumbai Indians|Chennai Super Kings|Royal Challengers Bengaluru|Kolkata Knight Riders|' +
      'Delhi Capitals|Rajasthan Royals|Sunrisers Hyderabad|Punjab Kings|Gujarat Titans|' +
      'Lucknow Super Giants|Mumbai|Karnataka|Tamil Nadu|Vidarbha',
  ),
  England: list(
    'Surrey|Essex|Somerset|Lancashire|Yorkshire|Warwickshire|Nottinghamshire|Hampshire|Kent|' +
      'Durham|Sussex|Middlesex|Oval Invincibles|London Spirit|Welsh Fire|Trent Rockets',
  ),
  Australia: list(
    'Sydney Sixers|Sydney Thunder|Melbourne Stars|Melbourne Renegades|Perth Scorchers|' +
      'Brisbane Heat|Adelaide Strikers|Hobart Hurricanes|New South Wales|Victoria|Queensland',
  ),
  Pakistan: list(
    'Lahore Qalandars|Islamabad United|Karachi Kings|Peshawar Zalmi|Quetta Gladiators|Multan Sultans',
  ),
  'South Africa': list(
    'MI Cape Town|Joburg Super Kings|Durban Super Giants|Pretoria Capitals|Paarl Royals|' +
      'Sunrisers Eastern Cape',
  ),
  'West Indies': list(
    'Trinbago Knight Riders|Guyana Amazon Warriors|Barbados Royals|Jamaica Tallawahs|' +
      'St Kitts and Nevis Patriots|Saint Lucia Kings',
  ),
};

const BASKETBALL_TEAMS: Readonly<Record<string, readonly string[]>> = {
  International: list(
    'Real Madrid|FC Barcelona|Olympiacos|Panathinaikos|Fenerbahce|Anadolu Efes|Monaco|' +
      'Maccabi Tel Aviv|Partizan|Crvena Zvezda|Zalgiris|Virtus Bologna|Olimpia Milano|' +
      'Bayern Munich|Valencia Basket|Baskonia|ASVEL|Paris Basketball',
  ),
  USA: list(
    'Boston Celtics|New York Knicks|Milwaukee Bucks|Cleveland Cavaliers|Philadelphia 76ers|' +
      'Miami Heat|Chicago Bulls|Denver Nuggets|Golden State Warriors|Los Angeles Lakers|' +
      'LA Clippers|Phoenix Suns|Dallas Mavericks|Oklahoma City Thunder|Minnesota Timberwolves|' +
      'Memphis Grizzlies|Sacramento Kings|San Antonio Spurs|Duke|Kentucky|Kansas|UConn|' +
      'Las Vegas Aces|New York Liberty|Seattle Storm',
  ),
  Spain: list(
    'Real Madrid|FC Barcelona|Valencia Basket|Baskonia|Unicaja|Gran Canaria|Joventut|Manresa',
  ),
  Germany: list(
    'Bayern Munich|Alba Berlin|Ratiopharm Ulm|Bonn|Ludwigsburg|Bamberg|Oldenburg|Chemnitz',
  ),
  Italy: list('Virtus Bologna|Olimpia Milano|Venezia|Brescia|Tortona|Trento|Sassari|Napoli'),
  Philippines: list(
    'San Miguel Beermen|Barangay Ginebra|TNT Tropang Giga|Magnolia Hotshots|Meralco Bolts|' +
      'Rain or Shine|NorthPort|Converge FiberXers|Pampanga Giant Lanterns|Nueva Ecija Rice Vanguards',
  ),
  Japan: list(
    'Chiba Jets|Alvark Tokyo|Utsunomiya Brex|Ryukyu Golden Kings|Nagoya Diamond Dolphins|Osaka Evessa|Hiroshima Dragonflies|Sunrockers Shibuya',
  ),
};

const ICE_HOCKEY_TEAMS: Readonly<Record<string, readonly string[]>> = {
  International: list(
    'Canada|USA|Sweden|Finland|Czechia|Switzerland|Germany|Slovakia|Latvia|Denmark|Frolunda|Lukko|Red Bull Salzburg|ZSC Lions',
  ),
  USA: list(
    'Boston Bruins|Toronto Maple Leafs|Montreal Canadiens|New York Rangers|Florida Panthers|' +
      'Tampa Bay Lightning|Edmonton Oilers|Vegas Golden Knights|Colorado Avalanche|Dallas Stars|' +
      'Chicago Blackhawks|Detroit Red Wings|Hershey Bears|Providence Bruins|Rochester Americans',
  ),
  Russia: list(
    'CSKA Moscow|SKA St. Petersburg|Ak Bars Kazan|Metallurg Magnitogorsk|Avangard Omsk|Dynamo Moscow|Lokomotiv Yaroslavl|Salavat Yulaev',
  ),
  Sweden: list(
    'Frolunda|Skelleftea|Lulea|Farjestad|Djurgarden|Rogle|Vaxjo|HV71|Brynas|Leksand|MoDo|AIK',
  ),
  Finland: list('Tappara|Ilves|Lukko|Karpat|HIFK|TPS|KalPa|Pelicans|JYP|SaiPa'),
  'Czech Republic': list(
    'Sparta Praha|HC Ocelari Trinec|Dynamo Pardubice|HC Plzen|Kometa Brno|Bili Tygri Liberec|Mlada Boleslav|Vitkovice',
  ),
  Germany: list(
    'Eisbaren Berlin|Adler Mannheim|EHC Munchen|Kolner Haie|ERC Ingolstadt|Grizzlys Wolfsburg|Straubing Tigers|Fischtown Pinguins',
  ),
};

const VOLLEYBALL_TEAMS = list(
  'Sir Safety Perugia|Itas Trentino|Lube Civitanova|Vero Volley Monza|Jastrzebski Wegiel|' +
    'ZAKSA Kedzierzyn-Kozle|Projekt Warszawa|Halkbank Ankara|Ziraat Bankasi|Fenerbahce|' +
    'Sada Cruzeiro|Minas|Osaka Bluteon|Suntory Sunbirds|Creamline Cool Smashers|Petro Gazz Angels|' +
    'Poland|Italy|Brazil|USA|Japan|France|Slovenia|Serbia',
);

const TENNIS_MEN = list(
  'Jannik Sinner|Carlos Alcaraz|Alexander Zverev|Novak Djokovic|Taylor Fritz|Jack Draper|' +
    'Lorenzo Musetti|Alex de Minaur|Casper Ruud|Daniil Medvedev|Holger Rune|Tommy Paul|' +
    'Ben Shelton|Andrey Rublev|Stefanos Tsitsipas|Grigor Dimitrov|Frances Tiafoe|Hubert Hurkacz|' +
    'Ugo Humbert|Arthur Fils|Joao Fonseca|Jakub Mensik|Felix Auger-Aliassime|Karen Khachanov',
);
const TENNIS_WOMEN = list(
  'Aryna Sabalenka|Iga Swiatek|Coco Gauff|Jessica Pegula|Elena Rybakina|Jasmine Paolini|' +
    'Mirra Andreeva|Qinwen Zheng|Madison Keys|Emma Navarro|Paula Badosa|Daria Kasatkina|' +
    'Elina Svitolina|Karolina Muchova|Jelena Ostapenko|Diana Shnaider|Barbora Krejcikova|' +
    'Emma Raducanu|Leylah Fernandez|Naomi Osaka|Amanda Anisimova|Belinda Bencic',
);

const PADEL_PLAYERS = list(
  'Arturo Coello|Agustin Tapia|Alejandro Galan|Federico Chingotto|Juan Lebron|Franco Stupaczuk|' +
    'Martin Di Nenno|Paquito Navarro|Juan Tello|Fernando Belasteguin|Mike Yanguas|Coki Nieto|' +
    'Ari Sanchez|Paula Josemaria|Gemma Triay|Delfina Brea|Bea Gonzalez|Claudia Fernandez',
);

const BOXERS = list(
  'Oleksandr Usyk|Tyson Fury|Anthony Joshua|Daniel Dubois|Joseph Parker|Zhilei Zhang|' +
    'Canelo Alvarez|Terence Crawford|Naoya Inoue|Dmitry Bivol|Artur Beterbiev|Shakur Stevenson|' +
    'Gervonta Davis|Devin Haney|Ryan Garcia|Jaron Ennis|David Benavidez|Jai Opetaia|' +
    'Chris Eubank Jr|Conor Benn|Josh Taylor|Jack Catterall|Jerwin Ancajas|Nonito Donaire',
);

const CS_TEAMS = list(
  'Natus Vincere|Team Vitality|FaZe Clan|G2 Esports|Team Spirit|MOUZ|Heroic|Astralis|' +
    'Team Liquid|Complexity|FURIA|MIBR|paiN Gaming|Imperial|The MongolZ|TYLOO|Lynn Vision|' +
    'Eternal Fire|Virtus.pro|3DMAX|BIG|Ninjas in Pyjamas',
);
const DOTA_TEAMS = list(
  'Team Spirit|Team Liquid|Gaimin Gladiators|Tundra Esports|Team Falcons|BetBoom Team|' +
    'Xtreme Gaming|Talon Esports|Aurora|OG|Nigma Galaxy|Shopify Rebellion|Team Secret|' +
    'Boom Esports|Blacklist International|Execration',
);
const LOL_TEAMS: Readonly<Record<string, readonly string[]>> = {
  International: list(
    'T1|Gen.G|Hanwha Life Esports|Bilibili Gaming|Top Esports|JD Gaming|G2 Esports|Fnatic|Team Liquid|FlyQuest|PSG Talon|GAM Esports',
  ),
  Korea: list(
    'T1|Gen.G|Hanwha Life Esports|Dplus KIA|KT Rolster|DRX|Nongshim RedForce|BNK FearX|OKSavingsBank BRION|DN Freecs',
  ),
  China: list(
    'Bilibili Gaming|Top Esports|JD Gaming|Weibo Gaming|LNG Esports|Invictus Gaming|EDward Gaming|FunPlus Phoenix|Anyone\u2019s Legend|Ninjas in Pyjamas',
  ),
  Europe: list(
    'G2 Esports|Fnatic|Team BDS|Karmine Corp|Team Heretics|Movistar KOI|SK Gaming|Rogue|GIANTX|Team Vitality',
  ),
  'North America': list(
    'FlyQuest|Team Liquid|Cloud9|100 Thieves|Dignitas|Shopify Rebellion|Disguised|LYON',
  ),
  'Asia Pacific': list(
    'PSG Talon|GAM Esports|CTBC Flying Oyster|Deep Cross Gaming|Team Secret Whales|Fukuoka SoftBank Hawks',
  ),
};

const EFOOTBALL_PLAYERS = list(
  'Arsenal (Kray)|Chelsea (Boulevard)|Liverpool (Nikkitta)|Man City (Fratello)|Real Madrid (Lava)|' +
    'Barcelona (Sheva)|Bayern (Koftovsky)|PSG (Hotshot)|Juventus (Vitalik)|Inter (Bomb1to)|' +
    'Napoli (Panther)|Dortmund (Kodak)|Atletico (Cliff)|Milan (Inquisitor)|Tottenham (Jackal)|' +
    'Man Utd (Bolt)',
);
const EBASKETBALL_PLAYERS = list(
  'Celtics (Kenzi)|Lakers (Ctrl)|Warriors (Dreamer)|Bucks (Sparky)|Nuggets (Lion)|Heat (Flash)|' +
    'Knicks (Wiz)|Suns (Goldie)|76ers (Saint)|Mavericks (Prince)|Clippers (Rover)|Thunder (Cool)',
);

/** The participants an event of this sport and country can draw from (at least 4 names). */
export function participantsFor(
  sportCode: string,
  countryName: string,
  leagueName: string,
): readonly string[] {
  switch (sportCode) {
    case 'FOOT':
      if (countryName === 'International') {
        return leagueName.includes('Friendlies') ? NATIONS : EUROPEAN_CLUBS;
      }
      return FOOTBALL_CLUBS[countryName] ?? EUROPEAN_CLUBS;
    case 'BASK':
      return BASKETBALL_TEAMS[countryName] ?? BASKETBALL_TEAMS.International ?? [];
    case 'TENN':
      return /WTA|Women/.test(leagueName) ? TENNIS_WOMEN : TENNIS_MEN;
    case 'PADL':
      return padelPairs();
    case 'ICEH':
      return ICE_HOCKEY_TEAMS[countryName] ?? ICE_HOCKEY_TEAMS.International ?? [];
    case 'VOLL':
      return VOLLEYBALL_TEAMS;
    case 'CRIC':
    case 'VICR':
      return CRICKET_FRANCHISES[countryName] ?? CRICKET_NATIONS;
    case 'BOXI':
      return BOXERS;
    case 'CSGO':
      return CS_TEAMS;
    case 'DOTA':
      return DOTA_TEAMS;
    case 'LOLS':
      return LOL_TEAMS[countryName] ?? LOL_TEAMS.International ?? [];
    case 'EFOT':
      return EFOOTBALL_PLAYERS;
    case 'EBSK':
      return EBASKETBALL_PLAYERS;
    default:
      return NATIONS;
  }
}

/** Padel is played in pairs: "Coello / Tapia". */
function padelPairs(): readonly string[] {
  const surname = (name: string) => name.split(' ').slice(1).join(' ');
  const pairs: string[] = [];
  for (let index = 0; index + 1 < PADEL_PLAYERS.length; index += 2) {
    pairs.push(
      `${surname(PADEL_PLAYERS[index] ?? '')} / ${surname(PADEL_PLAYERS[index + 1] ?? '')}`,
    );
  }
  return pairs;
}
