import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group B (see ./index.ts). */
export const guidesB: Partial<Record<CitySlug, CityGuideInput>> = {
  chandigarh: {
    intro:
      'Chandigarh is small, orderly and easy to work in: a grid of numbered sectors laid out in the 1950s, each with its own market, bounded by wide V-roads and roundabouts. The city itself is a Union Territory, but when people here say Chandigarh they usually mean the tricity, because Mohali on the Punjab side and Panchkula on the Haryana side run straight into it. Staff of two state governments and the UT, PGI doctors, bankers and army families from Chandimandir rotate in and out on transfers, while young graduates leave in a steady stream for jobs in Gurgaon, Bengaluru and Pune.',
    areas: [
      {
        group: 'Chandigarh sectors',
        places: ['Sector 8', 'Sector 11', 'Sector 15', 'Sector 22', 'Sector 35', 'Sector 44', 'Manimajra', 'IT Park'],
        note: 'The low-numbered northern sectors are mostly large kothis on leafy roads; further south there are many Housing Board flats with narrow stairwells and no lift.',
      },
      {
        group: 'Mohali (SAS Nagar)',
        places: ['Phase 3B2', 'Phase 7', 'Phase 10', 'Sector 70', 'Sector 82', 'Aerocity', 'Kharar'],
        note: 'The newer sectors along Airport Road and out towards Kharar are high-rise societies, where the office usually wants a move-out slip and a lift booking before the truck comes.',
      },
      {
        group: 'Panchkula',
        places: ['Sector 8', 'Sector 20', 'Sector 21', 'Mansa Devi Complex', 'Pinjore', 'Kalka'],
        note: 'Panchkula is in Haryana, so a car shifted here from a Chandigarh address comes under a different registering authority, though the drive takes ten minutes.',
      },
      {
        group: 'Zirakpur and beyond',
        places: ['VIP Road', 'Dhakoli', 'Peer Muchalla', 'Baltana', 'Bhabat', 'Dera Bassi'],
        note: 'Thousands of flats went up here within a few years; the flyover junction on the Ambala highway jams every evening, so we load in the morning.',
      },
    ],
    neighbours: ['ambala', 'ludhiana', 'dehradun'],
    commonMoves: [
      {
        to: 'delhi',
        days: [1, 2],
        note: 'Five or six hours by car on NH44 through Ambala, Karnal and Panipat, but goods trucks usually may enter Delhi only at night, so a morning loading is usually unpacked the following day.',
      },
      {
        to: 'gurgaon',
        days: [1, 2],
        note: 'The classic first-job move for tricity graduates. Gurgaon’s towers have strict move-in windows and lift slots, so the delivery day is fixed with the building’s maintenance office before the truck leaves.',
      },
      {
        to: 'bengaluru',
        km: 2500,
        days: [7, 9],
        note: 'About 2,500 km, almost all of it down NH44 via Nagpur and Hyderabad. IT families moving before the school year fill this route from March to June.',
      },
      {
        to: 'pune',
        km: 1650,
        days: [5, 7],
        note: 'Engineers heading for Hinjewadi, Kharadi or the auto plants at Chakan; the truck runs south through Rajasthan and Gujarat or down via Indore, roughly 1,650 km either way.',
      },
      {
        to: 'mumbai',
        days: [5, 7],
        note: 'Mostly bank, media and corporate transfers; many Mumbai buildings allow shifting only at set hours.',
      },
    ],
    movingHere: [
      {
        heading: 'Sector houses, floors and towers',
        body: 'Much of Chandigarh’s housing is the two- or three-storey sector house, now often let out floor by floor. Its staircase is usually narrow and at the side, so a large sofa or a double-door fridge sometimes goes over the balcony on ropes, which we plan at the survey. Government houses are handed back after an inspection by the allotting department, so fix the truck for after that appointment. In Mohali, Zirakpur and the new Panchkula sectors the usual home is a flat in a tower: ask your society for its move-in or move-out permission and a lift slot, and check whether the truck may stand inside the gate.',
      },
      {
        heading: 'Three governments in one tricity',
        body: 'Chandigarh is a Union Territory, Mohali and Zirakpur are in Punjab, and Panchkula is in Haryana. A short move across a sector road can therefore take your car into another state: if it stays there for more than twelve months it has to be re-registered, with a no-objection certificate from the old registering authority. Household goods you own and use need no e-way bill even across these lines, but a shop or clinic shifting stock or equipment worth more than ₹50,000 to another state does.',
      },
      {
        heading: 'Fog in winter, heat in May, water in August',
        body: 'In December and January the plains south of the city sink into dense fog, and trucks on NH44 towards Delhi crawl in the early hours; we add a spare day to long routes in those weeks. May and June cross 40°C, so polished wood and leather are loaded in the cool of the morning. After a heavy monsoon shower, low-lying parts of Zirakpur and Baltana waterlog quickly, and every carton is wrapped in plastic from July to September.',
      },
      {
        heading: 'The hills next door',
        body: 'The tricity is the gateway to Himachal. Moves up to Kasauli, Solan or Shimla go through Kalka and Parwanoo on the Shimla highway. A big truck reaches the highway towns, but many hill houses sit below a flight of steps or up a lane where only a pickup fits, so goods are shifted to a smaller vehicle and carried the last stretch by hand. Snow can shut the roads above Shimla for a day or two in winter.',
      },
    ],
    faqs: [
      {
        q: 'Is shifting from Chandigarh to Mohali or Panchkula a local move?',
        a: 'For packing and transport, yes: it is a same-day job inside the tricity, usually finished in a few hours. The difference is on paper. Your car changes state or territory, and your electricity and gas connections move to another board or distributor.',
      },
      {
        q: 'How early should we book a move from the tricity to Bengaluru or Pune?',
        a: 'Two to three weeks ahead is usually enough. Between March and June, when transfers and school admissions come together, book a month ahead and keep the loading date a little flexible, because many families want the same last weekend of the month.',
      },
      {
        q: 'Our government house has to be vacated by a fixed date, but the new one is not ready. What can we do?',
        a: 'We can pack and load on the vacating date, keep the goods in storage, and deliver when your new home is ready. Tell us at the survey which cartons you will need first, so they are packed last and kept apart.',
      },
      {
        q: 'Can you move us up to Kasauli or Shimla?',
        a: 'Yes. At the survey we check how close a vehicle can get to your new door. If only a pickup can reach it, we plan the change of vehicle at Kalka or at the nearest wide point on the road, and we send enough hands to carry goods down the steps.',
      },
    ],
  },
  ambala: {
    intro:
      'Ambala is two towns that share a name. Ambala Cantt grew around one of the country’s oldest and largest military cantonments and an Air Force station, with a busy railway junction beside it; Ambala City, a few kilometres away, is the older trading town with its cloth and grain markets. The Grand Trunk Road meets the road to Chandigarh here, so Ambala is a junction for trucks as much as for trains. Much of the shifting is transfer work: officers and jawans on posting, railway staff, bank and government employees. The Cantt’s scientific-instrument makers keep business families rooted, and their children leave for Delhi, Gurgaon and the tricity.',
    areas: [
      {
        group: 'Ambala Cantt',
        places: ['Sadar Bazaar', 'Mahesh Nagar', 'Babyal', 'Defence Colony', 'Rambagh Road', 'Shastri Colony'],
        note: 'Inside the military area a truck and its crew usually need an entry pass, which the unit or station arranges once it has our names and vehicle number.',
      },
      {
        group: 'Ambala City',
        places: [
          'Model Town',
          'Prem Nagar',
          'Baldev Nagar',
          'Jandli',
          'Sector 7',
          'Sector 9',
          'Sector 10',
          'Manav Chowk',
        ],
        note: 'The HSVP (old HUDA) sectors have plotted houses with room for a truck outside; in the bazaar lanes goods go by tempo to the main road.',
      },
      {
        group: 'Around Ambala',
        places: [
          'Shahzadpur',
          'Naraingarh',
          'Barara',
          'Mullana',
          'Shahabad Markanda',
          'Kurukshetra',
          'Yamunanagar',
          'Jagadhri',
        ],
        note: 'The university at Mullana and the Kurukshetra colleges bring a small wave of student and teacher moves every July.',
      },
    ],
    neighbours: ['chandigarh', 'ludhiana', 'dehradun', 'delhi'],
    commonMoves: [
      {
        to: 'delhi',
        km: 200,
        days: [1, 2],
        note: 'About 200 km straight down the GT Road past Karnal and Panipat. Trucks wait at the border for the night entry window, so goods arrive early the next morning.',
      },
      {
        to: 'gurgaon',
        days: [1, 2],
        note: 'Young professionals and their parents joining them. The truck leaves NH44 at Kundli for the KMP Expressway and reaches Gurgaon without entering Delhi’s streets.',
      },
      {
        to: 'chandigarh',
        days: [0],
        note: 'Forty-odd kilometres through Zirakpur, loaded and unloaded the same day; families posted at Chandimandir or buying flats in Mohali and Zirakpur make up most of it.',
      },
      {
        to: 'jammu',
        days: [1, 2],
        note: 'A regular posting route for army families, north on NH44 past Ludhiana and Pathankot to Lakhanpur, where goods vehicles entering Jammu and Kashmir are stopped and checked.',
      },
      {
        to: 'bengaluru',
        km: 2400,
        days: [7, 9],
        note: 'Engineering graduates and Air Force families posted south; roughly 2,400 km, so cartons are packed for a week on the road and heavy items are crated.',
      },
    ],
    movingHere: [
      {
        heading: 'Postings and short notice',
        body: 'A posting order often leaves only two or three weeks, and several families from one unit may move in the same month. Share your reporting date as soon as you have it. We plan the packing so the quarter is handed over on time, and the goods either follow you or wait in storage if your new accommodation is not yet allotted. If you will claim your transfer expenses, ask for the bill and the consignment note in your own name, with the list of goods attached.',
      },
      {
        heading: 'Monsoon and the rivers',
        body: 'The Tangri and the Ghaggar both swell in a heavy monsoon, and low-lying colonies in Ambala can sit in water for days in July and August. If your house is in one of them, we avoid loading on a rain-warning day, keep cartons off the floor, and wrap mattresses, sofas and electronics in plastic before they leave the room. The sectors on higher ground drain faster.',
      },
      {
        heading: 'Haryana on one side, Punjab and the UT on the other',
        body: 'Ambala sits on the Haryana side of a border that the tricity straddles. A car moved to Mohali or Zirakpur goes into Punjab, and one moved to Chandigarh goes into a Union Territory; either way it needs re-registration if it stays beyond twelve months, with a no-objection certificate from the Ambala registering authority. Personal household goods cross without an e-way bill.',
      },
      {
        heading: 'The GT Road in winter',
        body: 'From mid-December to late January, fog on the Ambala–Panipat stretch can cut visibility to a few metres before sunrise. Our drivers do not push through it: a Delhi-bound truck may wait out the early hours and arrive half a day later than planned, and we tell you so in advance rather than promising a time the weather will not allow.',
      },
    ],
    faqs: [
      {
        q: 'Can you come inside the cantonment to pack our quarter?',
        a: 'Yes, once an entry pass is issued. Give us a day or two so we can send the crew’s names, identity documents and the vehicle number to whoever arranges passes for your unit or station. We then pack and load in the hours the area allows.',
      },
      {
        q: 'Is a shift between Ambala Cantt and Ambala City a local move?',
        a: 'Yes. It is a short drive and usually done in one day. What decides the effort is the volume of goods, the floors, and whether the truck can reach your door or needs a tempo from the bazaar.',
      },
      {
        q: 'We are posted to Jammu. Is anything different about taking goods into J&K?',
        a: 'Goods vehicles are checked at Lakhanpur, where Punjab ends. We carry a list of your goods with your name and the delivery address, and you should keep a copy of your posting order handy. If your car is also going, it can travel on a car carrier and will need re-registration in Jammu and Kashmir if you stay beyond a year.',
      },
      {
        q: 'Can you shift our instrument workshop or shop stock as well?',
        a: 'Yes. Commercial goods travel with their invoices, and stock worth more than ₹50,000 going to another state needs an e-way bill raised by the sender. Glassware and delicate instruments are packed in their own cartons with padding and marked for upright loading.',
      },
    ],
  },
  ludhiana: {
    intro:
      'Ludhiana is Punjab’s biggest city and its busiest workshop. Hosiery and woollen knitwear, bicycles and their parts, sewing machines, auto components and tractor parts come out of hundreds of units between Focal Point and Dhandari Kalan, and that shapes the moves. Factory owners shift from the old city to the wider colonies off Pakhowal and Ferozepur Roads, managers arrive and leave on transfers, and a large workforce from Bihar and Uttar Pradesh brings families in or sends them home. Many Punjabi households also wind up a home once the children settle in Canada or elsewhere abroad, selling some things and storing the rest.',
    areas: [
      {
        group: 'South and west Ludhiana',
        places: [
          'Model Town',
          'Sarabha Nagar',
          'BRS Nagar',
          'Dugri',
          'Pakhowal Road',
          'Ferozepur Road',
          'Rajguru Nagar',
        ],
        note: 'Kothis with wide gates on plotted streets; newer gated townships and flats are coming up along the Southern Bypass and towards Mullanpur.',
      },
      {
        group: 'The old city',
        places: ['Chaura Bazaar', 'Field Ganj', 'Ghas Mandi', 'Gur Mandi', 'Daresi'],
        note: 'These lanes are too narrow for a truck, so goods are carried out by hand or on a small tempo to a road where the truck can stand.',
      },
      {
        group: 'Industrial belt and Chandigarh Road',
        places: ['Focal Point', 'Giaspura', 'Dhandari Kalan', 'Sahnewal', 'Jamalpur', 'Sherpur'],
        note: 'Workers often rent single rooms near the factories, so many moves here are small loads going a long way.',
      },
      {
        group: 'Towns around',
        places: ['Khanna', 'Doraha', 'Samrala', 'Jagraon', 'Mullanpur Dakha', 'Phillaur'],
      },
    ],
    neighbours: ['chandigarh', 'ambala', 'jammu'],
    commonMoves: [
      {
        to: 'delhi',
        km: 310,
        days: [1, 2],
        note: 'Roughly 310 km on NH44 via Rajpura and Ambala. Traders with family in West and North Delhi are the regulars; the truck waits for the night entry hours before crossing into the city.',
      },
      {
        to: 'chandigarh',
        km: 100,
        days: [0],
        note: 'About 100 km on the Chandigarh road through Samrala and Kharar; retired couples moving close to PGI or to children in Mohali are common on it.',
      },
      {
        to: 'gurgaon',
        days: [1, 2],
        note: 'Young Ludhiana professionals in consulting, IT and finance jobs; their society in Gurgaon will want its own move-in permission, which is worth getting before the truck is loaded.',
      },
      {
        to: 'bengaluru',
        km: 2500,
        days: [7, 9],
        note: 'One of the longest runs we do from Punjab, around 2,500 km. Woollens and quilts not needed in Bengaluru’s mild weather are often left behind or stored.',
      },
      {
        to: 'patna',
        km: 1400,
        days: [4, 6],
        note: 'Workers from Bihar going home take this route east through Uttar Pradesh, about 1,400 km. The weeks before Chhath in October or November are the busiest, and Bihar’s prohibition rules mean no liquor may be packed.',
      },
    ],
    movingHere: [
      {
        heading: 'Old-city lanes and bazaars',
        body: 'Around Chaura Bazaar, Field Ganj and the mandis, houses stand shoulder to shoulder on lanes a rickshaw barely passes. A truck stays on the nearest wide road, and the crew carries goods out or loads them on a tempo for the short shuttle. This adds people and time, so we walk the route at the survey and count the turns. Loading before the shops open, around eight in the morning, saves an hour of pushing through shoppers and handcarts.',
      },
      {
        heading: 'Selling up and going abroad',
        body: 'When parents follow their children to Canada, Australia or the UK, a Ludhiana household usually splits three ways: some goods go abroad, some go to relatives in Punjab, and the rest is sold or stored. Decide the split before the survey. Items going overseas are packed separately and need export paperwork of their own; those staying in India can go to storage on a monthly basis until you decide.',
      },
      {
        heading: 'Stubble smoke, fog and heat',
        body: 'In late October and November smoke from burning paddy stubble hangs over the Punjab plains, and by December it gives way to thick fog on NH44 and the Jalandhar road. Both slow trucks in the early hours, so long routes get a spare day in winter. Summers touch 45°C in June; we load early and keep electronics and polished furniture out of a stationary truck at noon.',
      },
      {
        heading: 'Factory, showroom and shop shifts',
        body: 'Ludhiana moves a lot of business goods: knitting machines, bicycle stock, hosiery bales, showroom fittings. These travel with invoices, and stock worth more than ₹50,000 crossing a state line needs an e-way bill from the sender. Heavy machines need to be unbolted by your own technician before we crate them, and the floor loading and crane needs are checked on site, not guessed.',
      },
    ],
    faqs: [
      {
        q: 'My parents are moving to Canada. Can you pack part of the house and store the rest?',
        a: 'Yes. We pack the house in three lots: what goes abroad, what goes to family, and what goes to storage. Each lot gets its own list. Stored goods stay packed, and you can ask for some or all of it to be delivered later to any address in India.',
      },
      {
        q: 'Our house is inside the old city. Will the truck reach the door?',
        a: 'Usually not. The truck waits on the nearest road that can take it, and goods come out by hand or on a small tempo. We measure the lanes and stairs at the survey so the quote already counts the extra crew.',
      },
      {
        q: 'We are going back to Bihar after many years in Ludhiana. When should we move?',
        a: 'Avoid the two weeks before Chhath and the Diwali rush, when trucks and crews heading east are booked out. A move in late November, once the festival traffic has passed, or in the spring, is easier to schedule.',
      },
      {
        q: 'Can my car go to Bengaluru with the household goods?',
        a: 'It goes separately, on a closed or open car carrier, and usually arrives within a day or two of the household truck. Once the car is in Karnataka, plan its re-registration early: keep the no-objection certificate from the Ludhiana registering authority and the insurance papers ready.',
      },
    ],
  },
  jammu: {
    intro:
      'Jammu is the plains city of Jammu and Kashmir, spread along both banks of the Tawi below the Shivalik hills, and the last big stop before the highway climbs towards the Valley. It is a temple town and a trading town, and above all an army town: large formations at Nagrota, Satwari and Akhnoor mean postings drive a big share of its moves. Pilgrims pass through for Vaishno Devi at Katra, government employees shuttle between Jammu and Srinagar, and students leave for colleges in Chandigarh, Delhi, Pune and Bengaluru. Almost everything that comes in by road enters the Union Territory at Lakhanpur, on NH44 at the Punjab border.',
    areas: [
      {
        group: 'The old city',
        places: ['Raghunath Bazaar', 'Pacca Danga', 'Kachi Chawni', 'Purani Mandi', 'Rehari'],
        note: 'The old town sits on a raised spur above the river, with steep lanes and stepped gullies where goods are carried by hand to a waiting tempo.',
      },
      {
        group: 'Gandhi Nagar side',
        places: ['Gandhi Nagar', 'Trikuta Nagar', 'Channi Himmat', 'Nanak Nagar', 'Sainik Colony', 'Shastri Nagar'],
        note: 'Planned colonies of two-storey houses on wider roads, with apartment blocks now rising near the bypass.',
      },
      {
        group: 'North Jammu',
        places: ['Janipur', 'Roop Nagar', 'Paloura', 'Bantalab', 'Muthi', 'Nagrota'],
      },
      {
        group: 'Beyond the city',
        places: ['Bari Brahmana', 'Samba', 'Kathua', 'Akhnoor', 'R.S. Pura', 'Katra', 'Udhampur'],
        note: 'Bari Brahmana and Kathua have the industrial estates; Katra and Udhampur are up the hill road, reachable by a full-size truck.',
      },
    ],
    neighbours: ['ludhiana', 'chandigarh'],
    commonMoves: [
      {
        to: 'delhi',
        km: 590,
        days: [2, 3],
        note: 'About 590 km on NH44 through Pathankot, Jalandhar and Ambala. A well-worn route for families with one home in each city, and the truck enters Delhi in the night window.',
      },
      {
        to: 'chandigarh',
        km: 340,
        days: [1, 2],
        note: 'Roughly 340 km via Pathankot. Students heading to Panjab University and retired officers settling in the tricity are regulars on it.',
      },
      {
        to: 'noida',
        days: [2, 3],
        note: 'Young engineers joining Noida’s IT parks; the truck skirts Delhi on the Eastern Peripheral Expressway and comes in from the Greater Noida side.',
      },
      {
        to: 'pune',
        km: 2000,
        days: [6, 8],
        note: 'Around 2,000 km. Students at Pune’s private universities and army families posted to the Southern Command account for most of this traffic.',
      },
      {
        to: 'bengaluru',
        km: 2900,
        days: [8, 10],
        note: 'The longest regular route out of Jammu, close to 2,900 km and nearly all on NH44; we pack it as a long-haul load with crated glass and electronics.',
      },
    ],
    movingHere: [
      {
        heading: 'Lakhanpur and coming into the UT',
        body: 'Goods vehicles entering Jammu and Kashmir from Punjab stop at Lakhanpur. For a household move the driver carries a packing list in the owner’s name with both addresses and a copy of an identity document; shop or office goods travel with invoices and, above the value limit, an e-way bill. Queues at the check post can add a few hours, so we build that into the schedule and do not promise a delivery time to the minute.',
      },
      {
        heading: 'Fierce summers, heavy monsoon',
        body: 'Jammu’s summer is harsh: in May and June the afternoon often touches 44°C. We start loading at dawn and keep electronics, candles, medicines and polished furniture out of the midday sun. July and August bring heavy rain, the Tawi runs high, and landslides can block the roads to Katra, Udhampur and beyond for hours at a time.',
      },
      {
        heading: 'Steps and slopes in the old town',
        body: 'Many houses in the old city around Raghunath Bazaar and Pacca Danga stand on sloping lanes that end in steps. No truck reaches them. The crew carries goods down to the nearest road, often a few hundred metres, and a small vehicle ferries them to the truck. Heavy almirahs and beds are dismantled inside the house first, so the survey notes which pieces open up and which do not.',
      },
      {
        heading: 'Onward to Srinagar',
        body: 'The road to Srinagar climbs through Udhampur, Ramban and Banihal, and snowfall or landslides can hold traffic for a day or more, especially from December to February. We plan Valley moves with a spare day or two, prefer the months from April to October, and if the road closes with your goods on board, the truck waits in a safe yard rather than pressing on.',
      },
    ],
    faqs: [
      {
        q: 'Will our goods be opened at Lakhanpur?',
        a: 'Usually the papers are checked and a carton or two may be opened. Each carton we pack is numbered and matches the list the driver carries, so an inspection is quick and nothing is left out of place.',
      },
      {
        q: 'Is a move to Katra or Udhampur treated as a local shift?',
        a: 'It is a same-day move. Katra is around 50 km and Udhampur about 65 km up the hill road; a full truck manages both, but houses on a slope may need a short carry, which we check beforehand.',
      },
      {
        q: 'My car has a JK number. What happens when I move to Delhi or Pune?',
        a: 'If the car stays in the new state for more than twelve months it must be re-registered there. Before leaving, get the no-objection certificate from the Jammu regional transport office, and carry the registration, insurance and pollution papers with the car.',
      },
      {
        q: 'We have to move to Srinagar in January. Is that possible?',
        a: 'Yes, with patience. Keep your reporting date a few days after the planned delivery, pack winter clothes and heaters in a separate bag that travels with you, and expect the truck to wait if the highway closes.',
      },
    ],
  },
  dehradun: {
    intro:
      'Dehradun lies in the Doon valley, with the Mussoorie hills to the north and the Shivaliks to the south, and it has grown from a quiet cantonment and school town into the crowded capital of Uttarakhand. People come for its schools, its climate and its institutions: the Indian Military Academy, the Forest Research Institute, ONGC, the Survey of India and a ring of well-known boarding schools. Retired officers build houses here, young people leave for jobs in Delhi-NCR and Bengaluru, and most moves into the hills, to Mussoorie, Rishikesh or further up, start here.',
    areas: [
      {
        group: 'Rajpur Road and the north',
        places: ['Rajpur Road', 'Jakhan', 'Dalanwala', 'Sahastradhara Road', 'Kishanpur', 'Malsi'],
        note: 'The town climbs steadily towards Rajpur, so houses here often sit above or below the road behind a ramp or a flight of steps.',
      },
      {
        group: 'West Dehradun',
        places: ['Vasant Vihar', 'Ballupur', 'Indira Nagar', 'Kaulagarh', 'Prem Nagar', 'GMS Road', 'Selaqui'],
        note: 'Along the Chakrata road out to the Selaqui industrial area, newer apartment societies stand between old bungalows.',
      },
      {
        group: 'South and east',
        places: ['Clement Town', 'Turner Road', 'Mothrowala', 'Harrawala', 'Raipur', 'Doiwala'],
        note: 'This side leads to the Haridwar road and the airport at Jolly Grant.',
      },
      {
        group: 'Hill and river towns',
        places: ['Mussoorie', 'Rishikesh', 'Haridwar', 'Vikasnagar', 'Chakrata'],
        note: 'Haridwar, Rishikesh and Vikasnagar sit at the edge of the plains and take a full truck; Mussoorie and Chakrata are up winding roads where a smaller vehicle does the climb.',
      },
    ],
    neighbours: ['meerut', 'chandigarh', 'ambala'],
    commonMoves: [
      {
        to: 'delhi',
        km: 250,
        days: [1, 2],
        note: 'About 250 km through Roorkee, Muzaffarnagar and Meerut. Weekend tourist traffic is heavy on this road, so we prefer a weekday departure and a night entry into Delhi.',
      },
      {
        to: 'noida',
        days: [1, 2],
        note: 'Doon graduates joining Noida’s IT and media offices; the truck comes down through Meerut and reaches Noida from the Ghaziabad side without entering Delhi.',
      },
      {
        to: 'chandigarh',
        km: 170,
        days: [0],
        note: 'Around 170 km, either through Paonta Sahib and Nahan or via Saharanpur and Yamunanagar; families with roots in Punjab and Haryana move on it often.',
      },
      {
        to: 'bengaluru',
        km: 2300,
        days: [7, 9],
        note: 'Close to 2,300 km. Software jobs pull young Dehradun people south, and heavy woollens and quilts are usually left with family rather than shipped.',
      },
      {
        to: 'pune',
        km: 1700,
        days: [6, 8],
        note: 'Engineers, defence officers and students bound for Pune’s colleges; about 1,700 km through Rajasthan and Gujarat or via Indore.',
      },
    ],
    movingHere: [
      {
        heading: 'Hill roads and a change of vehicle',
        body: 'A full-size truck cannot climb to most homes in Mussoorie, Landour or the villages above Rajpur. Goods are shifted at the foot of the hill into a smaller vehicle, and where a cottage lies below the road, porters carry them down the last steps. This takes more people and more time than a plains move, and the survey tells us exactly how far the carry is.',
      },
      {
        heading: 'A wet valley',
        body: 'Dehradun is among the rainiest cities in the north, and July and August bring heavy daily downpours. Wood swells, leather and old books catch fungus, and cartons left on a wet floor give way. We wrap furniture in plastic sheet, put moisture absorbers in wardrobes and trunks, and never load during a cloudburst. Hill roads to Mussoorie and the Garhwal towns can be shut by landslides for hours, sometimes days.',
      },
      {
        heading: 'Kanwar Yatra and holiday weekends',
        body: 'For about two weeks in July, during the Kanwar Yatra, heavy vehicles are kept off much of the Haridwar–Meerut–Delhi road, and trucks take long diversions or wait. Long weekends and the summer rush to Mussoorie also jam the roads out of the valley. Moves to Delhi and western Uttar Pradesh are best kept away from those dates.',
      },
      {
        heading: 'School terms and retirement homes',
        body: 'The boarding schools and the academic year create a spring peak: families arrive before the new session in March and April and leave when it ends. Retired couples settling into new houses on the fringes, at Sahastradhara Road or towards Selaqui, often move from a large government house into something smaller, so deciding what to sell or give away before packing saves trouble.',
      },
    ],
    faqs: [
      {
        q: 'Can a truck reach our house in Mussoorie?',
        a: 'Rarely. Most of Mussoorie is reached by narrow roads where only a small vehicle can go, and some homes only on foot. We bring the goods in a big truck to the foot of the hill, switch to smaller vehicles, and carry them the last stretch.',
      },
      {
        q: 'When should we avoid moving between Dehradun and Delhi?',
        a: 'During the Kanwar Yatra in July, on long weekends, and in dense fog in late December and January when the plains around Muzaffarnagar fog over in the early morning. Outside those weeks the road is straightforward.',
      },
      {
        q: 'We are retiring to Dehradun from another state. What about our car?',
        a: 'Once it has been in Uttarakhand for twelve months it must be registered here, with a UK-07 number from the Dehradun office. Get the no-objection certificate from your old transport office before you leave, so the change is paperwork and not a trip back.',
      },
      {
        q: 'Is shifting to Rishikesh or Haridwar a local job?',
        a: 'Yes, both are within about 55 km and done in a day. Rishikesh’s older lanes near the river and the ghats are tight, so some homes there need a smaller vehicle for the last part.',
      },
      {
        q: 'Can you move us further into the Garhwal hills, to Tehri or Uttarkashi?',
        a: 'Yes, by way of Rishikesh. The mountain roads take a medium truck rather than a full-size one, so large loads are split. Avoid the monsoon months, when landslides close stretches for days, and the Char Dham pilgrimage rush in May and June.',
      },
    ],
  },
  alwar: {
    intro:
      'Alwar sits among the Aravalli hills in north-eastern Rajasthan, roughly 150 km from both Delhi and Jaipur, and it belongs to both worlds. It is an old princely town under a hilltop fort, with a slow centre around Hope Circus, and it is also part of the National Capital Region, with the factory towns of Bhiwadi and Neemrana on the Delhi side. Moves here come in two kinds. Families in the old city and the newer colonies send their children to jobs and colleges in Gurgaon, Delhi and Jaipur; engineers, plant managers and workers arrive and leave with the factories of the Bhiwadi and Neemrana belt, where most of them live in apartment societies.',
    areas: [
      {
        group: 'Old Alwar',
        places: ['Hope Circus', 'Tripolia', 'Bajaja Bazaar', 'Moti Doongri', 'Bhagat Singh Circle'],
        note: 'The market streets around Hope Circus are narrow and crowded by mid-morning; a tempo often shuttles goods to where the truck stands.',
      },
      {
        group: 'Newer colonies',
        places: ['Scheme No. 1', 'Scheme No. 2', 'Kala Kuan', 'Aravali Vihar', 'Shivaji Park', 'Manu Marg'],
        note: 'Plotted houses and Housing Board quarters on streets a mid-sized truck can usually enter.',
      },
      {
        group: 'Bhiwadi and Neemrana belt',
        places: ['Bhiwadi', 'Tapukara', 'Khushkhera', 'Chopanki', 'Tijara', 'Neemrana', 'Behror', 'Shahjahanpur'],
        note: 'Ninety-odd kilometres north, mostly tower societies and factory housing that follow the same move-in rules as Gurgaon’s.',
      },
      {
        group: 'Towns around Alwar',
        places: ['Rajgarh', 'Thanagazi', 'Khairthal', 'Malakhera', 'Laxmangarh'],
      },
    ],
    neighbours: ['gurgaon', 'delhi', 'agra'],
    commonMoves: [
      {
        to: 'gurgaon',
        km: 150,
        days: [0],
        note: 'About 150 km, crossing from Rajasthan into Haryana near Bhiwadi or on the Sohna road. The busiest route out of Alwar: graduates taking corporate jobs, and parents following them.',
      },
      {
        to: 'delhi',
        days: [1, 2],
        note: 'By Bhiwadi and Dharuhera onto NH48. Heavy vehicles get into Delhi only in the night hours, so the unloading usually happens the next morning.',
      },
      {
        to: 'jaipur',
        km: 150,
        days: [0],
        note: 'Around 150 km inside Rajasthan, by Dausa or by Thanagazi past Sariska. Students and state government staff on transfer; the car keeps its RJ number.',
      },
      {
        to: 'mumbai',
        km: 1200,
        days: [4, 5],
        note: 'Roughly 1,200 km through Jaipur, Udaipur and Ahmedabad. Business families with trade links in Mumbai, and managers from the Bhiwadi plants moving to head offices.',
      },
      {
        to: 'bengaluru',
        km: 2100,
        days: [6, 8],
        note: 'A little over 2,100 km; IT professionals from Alwar make this trip most, often in April and May before their children’s school year.',
      },
    ],
    movingHere: [
      {
        heading: 'Old houses in town, towers in Bhiwadi',
        body: 'Alwar’s own housing is mostly independent houses, many with a room or two added on the roof over the years, reached by steep inside staircases where a wardrobe has to be dismantled to come down. Bhiwadi is a different world: apartment societies that ask for an NOC from the landlord or owner, a lift booking and a gate pass before a truck comes in. Sort both out a few days before the move, or the truck waits outside.',
      },
      {
        heading: 'Loo, dust storms and a short monsoon',
        body: 'From April to June the hot wind, the loo, blows through the afternoon, and dust storms can roll in with little warning. We load early, keep cartons closed and taped, and cover the truck fully. The monsoon from July to September is short but intense, and Bhiwadi’s low-lying roads are known to stay waterlogged for days after heavy rain.',
      },
      {
        heading: 'Crossing into Haryana or Delhi',
        body: 'Bhiwadi runs straight into Dharuhera, which is in Haryana, as is Gurgaon; Delhi beyond it has its own transport rules. Your own household goods need no e-way bill when they cross, but factory stock and office equipment above ₹50,000 do. A car that settles in Haryana or Delhi for over a year needs a new registration there, along with an NOC from the Alwar transport office.',
      },
      {
        heading: 'Wedding dates and month-ends',
        body: 'On the big wedding days of the season, especially from November to February and around Akha Teej, processions close streets in Alwar and every tempo seems booked. Bhiwadi’s rental flats turn over at the end of each month, so the last few days are the busiest. A mid-month weekday is the easiest time to move here.',
      },
    ],
    faqs: [
      {
        q: 'Is a move from Bhiwadi to Gurgaon a local job?',
        a: 'In distance, yes: it is under 60 km and done the same day. It does cross from Rajasthan into Haryana, so take care of the car’s papers, and both societies will want their own move-out and move-in permissions.',
      },
      {
        q: 'Our house near Hope Circus has a narrow staircase. Can the big furniture come out?',
        a: 'Usually yes, once it is opened up. Beds, wardrobes and dining tables are dismantled inside, and pieces that will not turn the stairs go out over the terrace with ropes. We check the staircase and the street at the survey.',
      },
      {
        q: 'Which months are easiest for a move out of Alwar?',
        a: 'October and November after the rains, and February and March before the heat. Avoid the peak wedding dates and, for Delhi-bound moves, the foggy weeks of late December and January.',
      },
      {
        q: 'Our company is transferring several families from a Neemrana plant to Pune. Can you move them together?',
        a: 'Yes. Each family gets its own survey, inventory and sealed load, and the trucks are planned to leave on the dates the company sets. One person at the company can be our single contact for all the families, while each family still deals with us directly about its own goods.',
      },
    ],
  },
  bikaner: {
    intro:
      'Bikaner is a desert city in the north-west of Rajasthan, founded in the fifteenth century by Rao Bika and still walled around its old core. Its name travels on packets of bhujia and papad, and its merchant families have spread across India: many Marwari business houses in Kolkata, Assam, Mumbai and Bengaluru trace their roots here, so moves between Bikaner and those cities are frequent. The city also holds a large army station, the Air Force base at Nal, the national camel research centre and a medical college, and the Indira Gandhi Canal has turned the land to the north into farms. Moving here means planning for sand, extreme heat and long distances.',
    areas: [
      {
        group: 'The walled city',
        places: ['Kote Gate', 'Jassusar Gate', 'Nathusar Gate', 'Mohta Chowk', 'Rampuria'],
        note: 'Havelis on lanes too narrow for anything bigger than a handcart or a small tempo; the carved doorways set the limit on furniture size.',
      },
      {
        group: 'Newer Bikaner',
        places: [
          'Jai Narayan Vyas Colony',
          'Pawanpuri',
          'Sadul Ganj',
          'Mukta Prasad Nagar',
          'Rani Bazar',
          'Karni Nagar',
        ],
        note: 'Planned colonies of independent houses, most with a terrace and a street wide enough for a truck.',
      },
      {
        group: 'Gangashahar and Bhinasar',
        places: ['Gangashahar', 'Bhinasar', 'Sujandesar', 'Udasar'],
        note: 'Large family houses, some kept locked for most of the year while the family works in Kolkata, Guwahati or further afield.',
      },
      {
        group: 'Beyond the city',
        places: ['Nokha', 'Deshnoke', 'Sri Dungargarh', 'Lunkaransar', 'Kolayat', 'Bichhwal'],
      },
    ],
    neighbours: [],
    commonMoves: [
      {
        to: 'jaipur',
        km: 330,
        days: [1, 2],
        note: 'About 330 km through Sri Dungargarh, Ratangarh and Sikar. Students, coaching aspirants and state employees travel this road more than any other.',
      },
      {
        to: 'delhi',
        km: 450,
        days: [2],
        note: 'Around 450 km across Churu district and Haryana; the truck reaches the Delhi border in the evening and unloads after the night entry opens.',
      },
      {
        to: 'kolkata',
        km: 1800,
        days: [5, 7],
        note: 'The old Marwari trade route, now about 1,800 km by road through Agra, Varanasi and Dhanbad. Families going back and forth between Gangashahar and Burrabazar have used it for generations.',
      },
      {
        to: 'mumbai',
        km: 1150,
        days: [4, 5],
        note: 'About 1,150 km south through Rajasthan and Gujarat; traders and their grown children in Mumbai’s textile, diamond and finance businesses.',
      },
      {
        to: 'bengaluru',
        km: 2200,
        days: [6, 8],
        note: 'Some 2,200 km; software engineers from Bikaner and business families with shops in Bengaluru’s markets use it in roughly equal numbers.',
      },
    ],
    movingHere: [
      {
        heading: 'Haveli lanes of the walled city',
        body: 'Inside the walls, homes are tall havelis with carved fronts, steep inner staircases and lanes that bend every few metres. A truck waits at one of the gates and goods come out by handcart or tempo. Old furniture here is often heavy solid wood, and some of it was built inside the room it stands in; we check at the survey which pieces come apart and which must stay or be sold.',
      },
      {
        heading: 'Heat that softens plastic',
        body: 'May and June regularly cross 45°C, and the inside of a closed truck gets far hotter. Candles, vinyl, medicines, cosmetics and anything with wax or glue can melt or warp, so these travel with you. We load between dawn and mid-morning and wrap wooden pieces so they do not crack. Sand gets into everything in a dust storm; cartons are sealed on all edges. Winter nights, by contrast, drop close to freezing.',
      },
      {
        heading: 'Emptying a family house',
        body: 'A common Bikaner job is clearing a parents’ house whose children live in three different cities. Each sibling’s share is listed and labelled separately, and the truck drops in a planned order, or the shares travel in separate vehicles. Decide the split in the family before the survey; changing it on the loading day slows everything down and risks a carton ending up in the wrong city.',
      },
      {
        heading: 'Akha Teej and the festival calendar',
        body: 'Bikaner celebrates its foundation day on Akha Teej, when the whole city is up on its roofs flying kites; no one moves house that day. Gangaur in spring and the weeks around Diwali bring family members home from across India, which is when many decide to shift parents or clear a house, so bookings cluster just after those festivals.',
      },
    ],
    faqs: [
      {
        q: 'Our parents’ haveli has to be emptied for three brothers in three cities. Can you do it in one go?',
        a: 'Yes. We pack the whole house in one operation, with each brother’s share on its own list and its own coloured labels. The shares then go on one truck with planned drops or on separate trucks, whichever suits the routes.',
      },
      {
        q: 'Is it too hot to move out of Bikaner in summer?',
        a: 'It can be done, but it takes planning. We load early, keep heat-sensitive items with you, and cover every piece. If you have a choice, October to March is far kinder to both furniture and people.',
      },
      {
        q: 'How long does Bikaner to Kolkata really take?',
        a: 'Usually five to seven days door to door, since it is one of the longer runs in the country. The truck crosses five states, so keep the packing list and your identity papers ready, and plan to be at the Kolkata address on the delivery day.',
      },
      {
        q: 'Can you pack a service family at the Bikaner military station or at Nal?',
        a: 'Yes. Tell us a couple of days before, so the crew’s names and the truck number can go to whoever issues entry passes. The rest of the job is like any other house move.',
      },
    ],
  },
  gwalior: {
    intro:
      'Gwalior spreads below its great hill fort in the north of Madhya Pradesh, a short drive from both the Uttar Pradesh and Rajasthan borders. It is really three towns grown together: Lashkar, the old Scindia capital with its markets around Maharaj Bada; Morar, the cantonment to the east; and old Gwalior at the foot of the fort. Around them the city has spread south along Jhansi Road and west along the Shivpuri Link Road. Its schools, universities and the Air Force station at Maharajpur bring teachers, students and service families in, and the young leave mostly for Delhi-NCR, Indore, Pune and Bengaluru.',
    areas: [
      {
        group: 'Lashkar',
        places: ['Maharaj Bada', 'Sarafa Bazaar', 'Daulatganj', 'Jayendraganj', 'Phalka Bazaar', 'Kampoo'],
        note: 'Dense markets and old family houses; trucks usually cannot stand here during shop hours, so goods go by tempo to a wider road.',
      },
      {
        group: 'City Centre and the south',
        places: [
          'City Centre',
          'Mahalgaon',
          'Govindpuri',
          'Vinay Nagar',
          'DD Nagar',
          'Shivpuri Link Road',
          'Jhansi Road',
        ],
        note: 'Offices, hospitals and the newer apartment blocks; most streets here take a full truck.',
      },
      {
        group: 'Morar and Thatipur',
        places: ['Morar', 'Thatipur', 'Gole Ka Mandir', 'Maharajpura'],
      },
      {
        group: 'Towns around Gwalior',
        places: ['Dabra', 'Banmore', 'Malanpur', 'Morena', 'Datia', 'Shivpuri', 'Bhind'],
        note: 'Banmore and Malanpur are the industrial areas, with factory staff moving in and out on transfers.',
      },
    ],
    neighbours: ['agra'],
    commonMoves: [
      {
        to: 'delhi',
        km: 320,
        days: [1, 2],
        note: 'About 320 km up NH44 through Morena and Agra, crossing the Chambal and a strip of Rajasthan at Dholpur on the way; trucks enter Delhi after dark.',
      },
      {
        to: 'noida',
        days: [1, 2],
        note: 'From Agra the truck takes the Yamuna Expressway straight to Greater Noida and Noida, avoiding Delhi altogether. Engineers and young doctors are the usual movers.',
      },
      {
        to: 'indore',
        km: 490,
        days: [2],
        note: 'Around 490 km down the old Agra–Bombay road via Shivpuri, Guna and Dewas; students, traders and families following a job in Madhya Pradesh’s commercial capital.',
      },
      {
        to: 'bhopal',
        km: 420,
        days: [1, 2],
        note: 'About 420 km through Shivpuri, Guna and Biaora. Most of it is state government transfers, which tend to arrive in batches.',
      },
      {
        to: 'bengaluru',
        km: 1700,
        days: [5, 7],
        note: 'Some 1,700 km on NH44 through Jhansi, Sagar, Nagpur and Hyderabad. IT jobs drive it, and families often time it for the summer break.',
      },
    ],
    movingHere: [
      {
        heading: 'Lashkar’s markets and old houses',
        body: 'Around Maharaj Bada, Sarafa and Daulatganj the lanes fill with shoppers, handcarts and two-wheelers from mid-morning, and many family homes are upstairs over shops. We load early or late, use a tempo to shuttle goods to a road where the truck can wait, and dismantle the heavier wooden furniture inside the house. Morar’s cantonment roads and the newer colonies south of the city are much easier.',
      },
      {
        heading: 'Among India’s hottest summers, and dense winter fog',
        body: 'Gwalior in May and June can go past 46°C, and the hot wind blows through the afternoon; loading starts at first light. December and January bring the opposite: cold nights near freezing and thick fog over the Chambal ravines and NH44 towards Agra, when trucks drive slowly or wait till the sun burns it off. We add a buffer day on northbound moves in those weeks.',
      },
      {
        heading: 'Three states in a hundred kilometres',
        body: 'On the road north, Madhya Pradesh ends at the Chambal bridge beyond Morena, Rajasthan’s Dholpur district follows, and Agra is in Uttar Pradesh. Personal household goods pass without special papers. Shop stock or office equipment worth more than ₹50,000 travels with an e-way bill. Once you settle in Uttar Pradesh or Delhi, your MP-registered car has a year before it must be re-registered there.',
      },
      {
        heading: 'Schools, colleges and the academic year',
        body: 'Gwalior has a large student population, from its old boarding schools to universities and engineering colleges. The end of the session in April and May and the start in July bring a wave of small moves: hostel rooms, rented flats near college, teachers taking up posts. Family moves often wait for results and admissions, so June is usually busy.',
      },
    ],
    faqs: [
      {
        q: 'Our home is in Lashkar near Maharaj Bada. Will the truck reach us?',
        a: 'Probably not to the door. The truck stays on the nearest open road and a tempo or our crew brings goods to it. Loading at seven in the morning, before the markets wake up, makes a big difference.',
      },
      {
        q: 'Is it better to send goods to Noida by the Yamuna Expressway?',
        a: 'Yes. From Agra the expressway runs straight to Greater Noida, so the truck avoids Delhi’s night-only entry rules and city traffic. Goods loaded in Gwalior in the morning usually reach Noida the next day.',
      },
      {
        q: 'We are on a state government transfer to Bhopal. How soon can you move us?',
        a: 'A survey within a day or two and packing soon after is usual. If the government house in Bhopal is not yet allotted, the goods can stay in storage until it is, and be delivered when you get the keys.',
      },
      {
        q: 'Which months are kindest for a move from Gwalior?',
        a: 'October, November, February and March. May and June are harsh for people and furniture, and December and January bring fog that slows every northbound truck.',
      },
      {
        q: 'Our family furniture is heavy old sheesham. Will it fit a flat in Pune or Bengaluru?',
        a: 'Measure first. Big almirahs, diwans and carved beds from an old Gwalior house often will not pass a flat’s service lift or turn in its corridor. Send us the new flat’s door, lift and room sizes before the survey, and decide which pieces go, which are sold and which stay with family.',
      },
    ],
  },
  bhopal: {
    intro:
      'Bhopal, the capital of Madhya Pradesh, is built around its lakes. The old city north of the Upper Lake is a warren of markets and mosques from the time of the Nawabs and Begums; the new city to the south and east, with TT Nagar, Arera Colony and the MP Nagar business district, was laid out after Bhopal became the capital in 1956. Much of the moving here is government work: state departments, the BHEL township, AIIMS, and institutes such as MANIT, IISER and NLIU. Officers come and go on transfers, students on courses, and the city’s young professionals leave mostly for Indore, Pune, Bengaluru and Hyderabad.',
    areas: [
      {
        group: 'Old Bhopal',
        places: ['Chowk Bazaar', 'Peer Gate', 'Ibrahimpura', 'Budhwara', 'Itwara', 'Jumerati', 'Shahjahanabad'],
        note: 'The lanes around Chowk are too narrow for trucks; goods are walked out or sent by handcart to a wider road.',
      },
      {
        group: 'New Bhopal',
        places: ['TT Nagar', 'Arera Colony', 'Char Imli', 'Shahpura', 'MP Nagar', 'Shivaji Nagar', 'Shyamla Hills'],
        note: 'Arera Colony’s numbered E-sectors and the government houses of TT Nagar and Char Imli carry much of the transfer traffic.',
      },
      {
        group: 'Kolar and Hoshangabad Road',
        places: ['Kolar Road', 'Hoshangabad Road', 'Bawadiya Kalan', 'Misrod', 'Awadhpuri', 'Katara Hills'],
        note: 'Gated societies and towers have spread here over the last fifteen years; lift bookings and society permissions apply.',
      },
      {
        group: 'BHEL and around',
        places: ['Piplani', 'Govindpura', 'Barkheda', 'Ayodhya Bypass', 'Anand Nagar'],
      },
      {
        group: 'Beyond the city',
        places: ['Mandideep', 'Sehore', 'Raisen', 'Vidisha', 'Obaidullaganj', 'Berasia'],
      },
    ],
    neighbours: ['indore'],
    commonMoves: [
      {
        to: 'indore',
        km: 195,
        days: [0],
        note: 'About 195 km on the four-lane road through Sehore and Dewas. The busiest route out of Bhopal, in both directions, for jobs, business and family.',
      },
      {
        to: 'delhi',
        km: 780,
        days: [2, 3],
        note: 'Roughly 780 km north through Guna, Gwalior and Agra; central government staff and students heading for coaching or postgraduate study.',
      },
      {
        to: 'pune',
        km: 800,
        days: [2, 3],
        note: 'About 800 km via Indore and the Agra–Mumbai road to Dhule. Pune’s IT parks and colleges draw a steady flow of Bhopal graduates.',
      },
      {
        to: 'bengaluru',
        km: 1400,
        days: [4, 6],
        note: 'Around 1,400 km south through Betul and Nagpur, then NH44 via Hyderabad; the peak is April to June, ahead of the school year.',
      },
      {
        to: 'hyderabad',
        km: 850,
        days: [2, 3],
        note: 'About 850 km via Betul and Nagpur; IT and pharmaceutical jobs pull young engineers, and many later take their parents along.',
      },
    ],
    movingHere: [
      {
        heading: 'Chowk, Itwara and the old city',
        body: 'North of the Upper Lake the old city packs homes, shops and mosques into winding lanes around Chowk, Itwara and Budhwara. Trucks stay on the main roads, and goods travel by handcart or small tempo. During Ramzan the markets stay crowded late into the night, so we load these homes in the morning. Old houses here often have thick walls and narrow doorways, which limits what fits through whole.',
      },
      {
        heading: 'Government houses and transfer season',
        body: 'When transfer orders come out, dozens of families need trucks in the same few weeks. Vacating a government house means settling the electricity bill, handing back keys and getting the department’s clearance, so fix the truck for the day after those are done. If the new posting’s quarters are not yet allotted, goods can go to storage for a while.',
      },
      {
        heading: 'Hills, lakes and the monsoon',
        body: 'Bhopal is not flat. Shyamla Hills, Idgah Hills and Katara Hills put houses on slopes where a loaded truck has to take a steep approach slowly, and some homes are reached only by a ramp or stairs. The monsoon from late June to September can be heavy; when the lakes fill, low-lying roads flood after a downpour. We wrap every item for rain in those months.',
      },
      {
        heading: 'Towers on the edge of the city',
        body: 'Kolar Road, Hoshangabad Road and Ayodhya Bypass are full of newer apartment societies. Most ask for a permission letter from the owner, a booked slot for the service lift, and a deposit or undertaking for damage to common areas. Sort these out a week ahead; the lift booking is often the thing that decides the moving date.',
      },
    ],
    faqs: [
      {
        q: 'Is a move from Bhopal to Indore done in one day?',
        a: 'Usually, yes. We pack and load in the morning, the drive takes four to five hours, and unloading is done by evening. A very large house or a building with strict unloading hours can push the delivery to the next morning.',
      },
      {
        q: 'I am vacating a government house in Char Imli. What should I finish first?',
        a: 'Pay the final electricity and water dues, get whatever clearance your department asks for, and keep the meter readings photographed. Then book the truck for the day after, so the handover does not wait on the packing.',
      },
      {
        q: 'When is the quietest time to move in Bhopal?',
        a: 'November to February, after Diwali and before the exam season. The transfer weeks and the heavy rains of July and August are the hardest to book and the slowest to move in.',
      },
      {
        q: 'Can our scooter go to Hyderabad in the same truck as the furniture?',
        a: 'Yes. A two-wheeler rides in the household truck, with the fuel tank nearly empty, the mirrors removed and the body wrapped. Carry its registration and insurance papers yourself. If it stays in Telangana for more than a year it needs a local registration, so ask the Bhopal transport office for its no-objection certificate before you go.',
      },
    ],
  },
  indore: {
    intro:
      'Indore is Madhya Pradesh’s largest city and its commercial capital, a trading town that has grown fast into a centre for education, IT and manufacturing. It has topped the national cleanliness survey year after year, and that shows on its streets. The old heart around Rajwada and Sarafa stays busy from morning to midnight, while newer Indore spreads along AB Road, the Ring Road and the Super Corridor in numbered IDA schemes and tall societies. IIM and IIT bring faculty and students, Pithampur’s auto and pharma plants bring engineers, and coaching institutes near Bhanwarkuan fill up every July. Going out, the biggest flows are to Pune, Mumbai, Bengaluru and Ahmedabad.',
    areas: [
      {
        group: 'Old Indore',
        places: [
          'Rajwada',
          'Sarafa',
          'Jawahar Marg',
          'Itwaria Bazaar',
          'Sitlamata Bazaar',
          'Malharganj',
          'Juni Indore',
        ],
        note: 'Crowded markets with homes above the shops; a truck usually cannot come in during the day, so goods are carried out to a tempo.',
      },
      {
        group: 'Central Indore and AB Road',
        places: [
          'Palasia',
          'Old Palasia',
          'Vijay Nagar',
          'Scheme No. 54',
          'Scheme No. 78',
          'Sapna Sangeeta Road',
          'Bhanwarkuan',
          'Geeta Bhawan',
        ],
        note: 'The Indore Development Authority’s numbered schemes mix plotted houses with flats; AB Road is slow at office hours.',
      },
      {
        group: 'Ring Road, Bypass and Super Corridor',
        places: ['Nipania', 'Bicholi Mardana', 'Scheme No. 140', 'Mahalaxmi Nagar', 'Super Corridor', 'Rau'],
        note: 'Gated townships and towers, many still surrounded by open plots; the IT campuses on the Super Corridor keep the flats near them rented.',
      },
      {
        group: 'Beyond the city',
        places: ['Pithampur', 'Mhow', 'Dewas', 'Ujjain', 'Sanwer', 'Betma', 'Simrol'],
        note: 'Mhow, officially Dr. Ambedkar Nagar, is an army cantonment with training schools, and its postings follow the army’s course calendar.',
      },
    ],
    neighbours: ['bhopal'],
    commonMoves: [
      {
        to: 'pune',
        km: 600,
        days: [2, 3],
        note: 'About 600 km south on NH52, over the Bijasan ghat near Sendhwa into Maharashtra and on past Dhule. The top route for Indore’s IT and engineering graduates.',
      },
      {
        to: 'mumbai',
        km: 590,
        days: [2, 3],
        note: 'Around 590 km on the same old Agra–Bombay road, descending the Kasara ghat towards Thane; traders, chartered accountants and finance staff make up much of it.',
      },
      {
        to: 'bengaluru',
        km: 1400,
        days: [4, 5],
        note: 'Roughly 1,400 km. Software engineers and their families, mostly in the summer months so that children can join school in June.',
      },
      {
        to: 'ahmedabad',
        km: 400,
        days: [1, 2],
        note: 'About 400 km west through Jhabua and Dahod into Gujarat. Business families and textile traders use it, and Gujarat’s prohibition means no liquor in the cartons.',
      },
      {
        to: 'delhi',
        km: 800,
        days: [2, 3],
        note: 'Some 800 km, by Kota and Jaipur or by Gwalior and Agra; students going for postgraduate study and officers posted to the capital.',
      },
    ],
    movingHere: [
      {
        heading: 'Rajwada, Sarafa and the old markets',
        body: 'Old Indore never quite sleeps. Sarafa turns into a food street after the jewellery shops close, and the markets around Rajwada, Itwaria and Sitlamata Bazaar fill again by mid-morning. The quiet window is early morning, so that is when we load homes here. Trucks park on the nearest main road and a tempo or handcart brings goods out of the lanes.',
      },
      {
        heading: 'A city that minds its waste',
        body: 'Indore takes its clean streets seriously, and dumping on the roadside can bring a fine from the municipal corporation. We take away our own packing waste, the cartons, tape and plastic, after unpacking, rather than leaving it at the kerb. If you are getting rid of old furniture or mattresses, arrange a buyer or the corporation’s pickup before moving day.',
      },
      {
        heading: 'Students and the July rush',
        body: 'Coaching institutes around Bhanwarkuan and Geeta Bhawan, the colleges along AB Road, and the IIM and IIT sessions bring thousands of students in and out each year. June and July are busy with small moves of beds, study tables and coolers between hostels and rented rooms, and larger family moves cluster in April and May before the school year.',
      },
      {
        heading: 'Malwa weather and black soil',
        body: 'The Malwa plateau spares Indore the worst of north Indian heat and fog, but May still touches 42°C, and the monsoon from late June to September is steady. In the new colonies on the edge of the city, black cotton soil turns approach roads into sticky mud after rain, and a loaded truck can sink in it; we check the last few hundred metres before committing a heavy vehicle.',
      },
    ],
    faqs: [
      {
        q: 'We are moving from Indore to Ahmedabad. Is anything different about Gujarat?',
        a: 'Gujarat has prohibition, so there must be no liquor anywhere in the load; a single bottle can land the driver in trouble at a check. Household goods need no e-way bill. Your car will need a Gujarat registration if it stays beyond a year.',
      },
      {
        q: 'Can you move us to Mhow or Pithampur in a day?',
        a: 'Yes, both are within about 30 km and the move is done in one day. Inside the Mhow cantonment a vehicle pass may be needed, which the unit or station office arranges with our details.',
      },
      {
        q: 'Our township on the bypass still has an unpaved approach. Is that a problem in the rains?',
        a: 'It can be. After heavy rain, the black soil can stop a full truck. We look at the road at the survey, and if needed, we use a smaller vehicle for the last stretch or fix the move for a dry spell.',
      },
      {
        q: 'How long does a move from Indore to Pune take?',
        a: 'Usually two to three days door to door. Goods loaded in the morning travel overnight down NH52 and reach Pune the next day or the day after, depending on the Pune society’s unloading hours.',
      },
    ],
  },
  patna: {
    intro:
      'Patna stretches for more than twenty kilometres along the south bank of the Ganga, a long and narrow city that grew east to west rather than outwards. Patna City at the eastern end, with the Takht Sri Harmandir Sahib and its old bazaars, is the oldest part; the administrative centre around Gandhi Maidan, Bailey Road and Boring Road came later, and Danapur and Khagaul close it off in the west. As Bihar’s capital it sees a constant churn of government officers, bank staff and doctors. Above all it sends its young people out, to Delhi for study and coaching and to Kolkata, Bengaluru and Pune for work, and they come home every Chhath.',
    areas: [
      {
        group: 'Patna City',
        places: ['Patna Sahib', 'Chowk', 'Gulzarbagh', 'Alamganj', 'Mahendru'],
        note: 'Old mohallas on narrow lanes off Ashok Rajpath; goods are carried out by handcart or a small vehicle.',
      },
      {
        group: 'Central Patna',
        places: [
          'Boring Road',
          'Bailey Road',
          'Fraser Road',
          'Rajendra Nagar',
          'Kankarbagh',
          'Patliputra Colony',
          'Shastri Nagar',
        ],
        note: 'Older three- and four-storey blocks, many without lifts; Kankarbagh and Rajendra Nagar are the first to waterlog in a heavy monsoon.',
      },
      {
        group: 'Danapur side',
        places: ['Danapur', 'Khagaul', 'Saguna More', 'Rupaspur', 'Anisabad', 'Phulwari Sharif', 'Bihta'],
        note: 'Apartment towers line the Saguna More–Danapur stretch; IIT Patna and a growing industrial area lie further west at Bihta.',
      },
      {
        group: 'Across the Ganga and around',
        places: ['Hajipur', 'Sonepur', 'Fatuha', 'Masaurhi', 'Maner'],
        note: 'Hajipur is reached over the Mahatma Gandhi Setu and Sonepur over the JP Setu from Digha; both bridges jam at peak hours.',
      },
    ],
    neighbours: [],
    commonMoves: [
      {
        to: 'delhi',
        km: 1000,
        days: [3, 4],
        note: 'About 1,000 km west across Uttar Pradesh. Coaching students bound for Mukherjee Nagar and Old Rajinder Nagar, and young officers posted to central ministries, are the regulars.',
      },
      {
        to: 'kolkata',
        km: 580,
        days: [2, 3],
        note: 'Around 580 km down to the GT Road and through Dhanbad and Asansol; an old route for Bihari families in business, railways and the port.',
      },
      {
        to: 'bengaluru',
        km: 2000,
        days: [6, 8],
        note: 'Close to 2,000 km. The single biggest job destination for Bihar’s engineers, and the route fills up in spring and again after Chhath.',
      },
      {
        to: 'pune',
        km: 1800,
        days: [5, 7],
        note: 'About 1,800 km via Varanasi, Jabalpur and Nagpur; IT and automobile jobs, and students at Pune’s private colleges.',
      },
      {
        to: 'ranchi',
        km: 330,
        days: [1, 2],
        note: 'Roughly 330 km through Bihar Sharif, Koderma and Hazaribagh. Many families have members on both sides of the Bihar–Jharkhand border drawn in 2000.',
      },
    ],
    movingHere: [
      {
        heading: 'Water in the monsoon',
        body: 'Patna’s flat, low-lying colonies take in water quickly. In a heavy spell between July and September, streets in Kankarbagh, Rajendra Nagar and parts of Patliputra can stay flooded for days, as many remember from 2019, and the Ganga itself rises through August. We avoid loading the day after a big downpour, lift cartons off ground floors and wrap every piece in plastic for the run.',
      },
      {
        heading: 'Chhath, Durga Puja and Diwali',
        body: 'From Durga Puja to Chhath, October and November belong to the festivals. Workers and drivers go home, trucks are hard to find, and the roads into Bihar are packed with people returning. Once Chhath is over the traffic reverses and moves out of Patna pick up. If your date is flexible, choose December to February or the spring.',
      },
      {
        heading: 'Prohibition and the border',
        body: 'Bihar has banned liquor since 2016, and vehicles entering the state are checked. A sealed bottle packed in a carton can get the truck seized and the owner booked, so we never pack alcohol for a move into Bihar, and you should not hide any in your goods. Your personal household effects need no e-way bill; a car moving out of Bihar will need re-registration after a year in its new state.',
      },
      {
        heading: 'A long city and its traffic',
        body: 'Going from Danapur to Patna City can take well over an hour on Ashok Rajpath and Bailey Road, and heavy trucks are usually kept off city roads through the day. We load in the morning within the hours allowed and use a smaller vehicle for lanes in old Patna. Many older buildings have no lift, so furniture comes down the stairs by hand.',
      },
    ],
    faqs: [
      {
        q: 'We live in Kankarbagh. Should we avoid moving in the monsoon?',
        a: 'If you can, yes. If not, choose a dry day, keep the route from the door to the truck clear of standing water, and let us wrap everything twice. Electronics and mattresses go in first, with plastic underneath.',
      },
      {
        q: 'I am leaving for coaching in Delhi. Can you move just a bed, a table and books?',
        a: 'Yes. Small loads are packed and moved just as carefully; the price depends on the volume. Books are packed in small, heavy-duty cartons so they do not burst, and your cooler and bicycle can go along.',
      },
      {
        q: 'Can our goods include a bottle of wine from another state?',
        a: 'No. Bringing liquor into Bihar is an offence under the prohibition law, and a single bottle in the truck risks seizure of the whole load. Leave it behind.',
      },
      {
        q: 'When is the worst time to book a move out of Patna?',
        a: 'The week before Chhath and the days just after it, when every truck is busy and crews are on leave. June, before the rains, and the winter months are much easier.',
      },
    ],
  },
  jamshedpur: {
    intro:
      'Jamshedpur is a company town like no other in India. It was planned around the Tata steel works from the early twentieth century, and much of it is still looked after by the company rather than a municipal corporation, with tree-lined roads, parks and company quarters laid out around Bistupur and the works. The Subarnarekha and Kharkai rivers meet here, and the Dalma hills rise beyond them. Tata Steel, Tata Motors and the suppliers of the Adityapur industrial area keep engineers, managers and workers moving in and out on transfers, especially between Jamshedpur and Pune, and the city’s students head to Kolkata, Bengaluru and Pune for college and work.',
    areas: [
      {
        group: 'Bistupur and the company town',
        places: ['Bistupur', 'Sakchi', 'Kadma', 'Sonari', 'Northern Town', 'Circuit House Area', 'Baridih', 'Golmuri'],
        note: 'Company quarters and bungalows on wide roads, easy for a truck; quarters are handed back to the company on transfer or retirement.',
      },
      {
        group: 'Telco and the east',
        places: ['Telco Colony', 'Govindpur', 'Burmamines', 'Birsanagar'],
      },
      {
        group: 'Jugsalai and Parsudih',
        places: ['Jugsalai', 'Parsudih', 'Sundarnagar', 'Karandih'],
        note: 'Jugsalai is the old trading town, with tight lanes where a tempo does the work.',
      },
      {
        group: 'Across the rivers',
        places: ['Mango', 'Dimna Road', 'Adityapur', 'Gamharia'],
        note: 'Mango has filled with flats along Dimna Road; Adityapur and Gamharia, across the Kharkai, lie in another district and hold the auto-parts industrial area.',
      },
      {
        group: 'Towns around',
        places: ['Chandil', 'Ghatshila', 'Chaibasa', 'Seraikela'],
      },
    ],
    neighbours: ['kolkata'],
    commonMoves: [
      {
        to: 'kolkata',
        km: 280,
        days: [1, 2],
        note: 'About 280 km through Baharagora and Kharagpur. Kolkata lets heavy goods vehicles into the city mainly after dark, which is why delivery is normally the day after loading.',
      },
      {
        to: 'ranchi',
        km: 130,
        days: [0],
        note: 'Around 130 km through Chandil and Bundu to the state capital; government staff, students and families buying homes in Ranchi.',
      },
      {
        to: 'pune',
        km: 1700,
        days: [5, 7],
        note: 'Roughly 1,700 km via Rourkela, Raipur and Nagpur. Tata Motors has plants in both cities, so transfers between them are a regular part of our work.',
      },
      {
        to: 'bengaluru',
        km: 1900,
        days: [6, 8],
        note: 'About 1,900 km down the east coast via Bhubaneswar, Visakhapatnam and Vijayawada; engineers and students, with a peak in May and June.',
      },
      {
        to: 'bhubaneswar',
        km: 430,
        days: [1, 2],
        note: 'Some 430 km via Baharagora and Balasore on NH16. Steel and mining staff posted to Kalinganagar and the Odisha mines often settle families in Bhubaneswar.',
      },
    ],
    movingHere: [
      {
        heading: 'Company quarters and retirement',
        body: 'A large share of Jamshedpur lives in quarters belonging to Tata Steel, Tata Motors or other companies. On a transfer or at retirement the quarter is handed back, usually after an inspection, and the date is fixed. Many retiring families buy a flat in Mango, Sonari or Adityapur and send the rest of the household to a home town in Bihar, Odisha, Bengal or the south, so one packing day often feeds two destinations.',
      },
      {
        heading: 'Heat, storms and a wet monsoon',
        body: 'April and May are hot and dry, often above 42°C, and evenings can bring sudden nor’wester storms with strong wind and hail. From mid-June to September the rain is heavy and the air stays humid, so wooden furniture is wrapped to keep out damp and metal is covered against rust. We keep a tarpaulin on every loaded truck, whatever the forecast says.',
      },
      {
        heading: 'Founder’s Day, Durga Puja and Chhath',
        body: 'On Founder’s Day, 3 March, crowds fill Jubilee Park and Bistupur for the lights, and traffic is slow. Durga Puja in October brings large pandals to Sakchi, Bistupur and Kadma, with diversions for days, and Chhath on the Subarnarekha and Kharkai ghats follows soon after. Moves in those weeks need more time, so we plan around them where we can.',
      },
      {
        heading: 'Three states close by',
        body: 'Jamshedpur is in Jharkhand, but West Bengal and Odisha both begin within about two hours’ drive. Personal household goods cross without an e-way bill; factory parts and office equipment worth more than ₹50,000 need one. A car settling in Bengal, Odisha or Maharashtra must be re-registered there within a year, with an NOC from the Jamshedpur transport office.',
      },
    ],
    faqs: [
      {
        q: 'I am retiring and must vacate my company quarter. Can you split the move between a flat in Mango and our home town?',
        a: 'Yes. We pack the whole quarter on one day, with separate lists and labels for each destination. The Mango share is delivered the same day; the rest goes on a long-distance truck or waits in storage until you are ready.',
      },
      {
        q: 'I am transferred from the Jamshedpur plant to Pune. How long will my goods take?',
        a: 'Usually five to seven days. Tell us your Pune address early: most housing societies there need a move-in permission and a lift booking, and the delivery is fixed around those.',
      },
      {
        q: 'Which weeks are hardest for a move out of Jamshedpur?',
        a: 'Durga Puja week, when roads around the big pandals are closed in the evenings, and the days around Chhath. Heavy rain in July and August slows loading too. November to February is the easiest stretch: the roads are dry and no festival keeps the loaders away.',
      },
      {
        q: 'Is Jamshedpur to Ranchi or Kolkata a one-day move?',
        a: 'Ranchi is, in most cases, with loading and unloading on the same day. Kolkata usually spills into a second day, since big trucks are allowed into the city mainly at night.',
      },
    ],
  },
};
