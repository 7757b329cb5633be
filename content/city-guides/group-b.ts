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
        transit: '1–2 days',
        note: 'Five or six hours by car on NH44 through Ambala, Karnal and Panipat, but goods trucks usually may enter Delhi only at night, so a morning loading is usually unpacked the following day.',
      },
      {
        to: 'gurgaon',
        transit: '1–2 days',
        note: 'The classic first-job move for tricity graduates. Gurgaon’s towers have strict move-in windows and lift slots, so the delivery day is fixed with the building’s maintenance office before the truck leaves.',
      },
      {
        to: 'bengaluru',
        transit: '7–9 days',
        note: 'About 2,500 km, almost all of it down NH44 via Nagpur and Hyderabad. IT families moving before the school year fill this route from March to June.',
      },
      {
        to: 'pune',
        transit: '5–7 days',
        note: 'Engineers heading for Hinjewadi, Kharadi or the auto plants at Chakan; the truck runs south through Rajasthan and Gujarat or down via Indore, roughly 1,650 km either way.',
      },
      {
        to: 'mumbai',
        transit: '5–7 days',
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
        transit: '1–2 days',
        note: 'About 200 km straight down the GT Road past Karnal and Panipat. Trucks wait at the border for the night entry window, so goods arrive early the next morning.',
      },
      {
        to: 'gurgaon',
        transit: '1–2 days',
        note: 'Young professionals and their parents joining them. The truck leaves NH44 at Kundli for the KMP Expressway and reaches Gurgaon without entering Delhi’s streets.',
      },
      {
        to: 'chandigarh',
        transit: 'same day',
        note: 'Forty-odd kilometres through Zirakpur, loaded and unloaded the same day; families posted at Chandimandir or buying flats in Mohali and Zirakpur make up most of it.',
      },
      {
        to: 'jammu',
        transit: '1–2 days',
        note: 'A regular posting route for army families, north on NH44 past Ludhiana and Pathankot to Lakhanpur, where goods vehicles entering Jammu and Kashmir are stopped and checked.',
      },
      {
        to: 'bengaluru',
        transit: '7–9 days',
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
        transit: '1–2 days',
        note: 'Roughly 310 km on NH44 via Rajpura and Ambala. Traders with family in West and North Delhi are the regulars; the truck waits for the night entry hours before crossing into the city.',
      },
      {
        to: 'chandigarh',
        transit: 'same day',
        note: 'About 100 km on the Chandigarh road through Samrala and Kharar; retired couples moving close to PGI or to children in Mohali are common on it.',
      },
      {
        to: 'gurgaon',
        transit: '1–2 days',
        note: 'Young Ludhiana professionals in consulting, IT and finance jobs; their society in Gurgaon will want its own move-in permission, which is worth getting before the truck is loaded.',
      },
      {
        to: 'bengaluru',
        transit: '7–9 days',
        note: 'One of the longest runs we do from Punjab, around 2,500 km. Woollens and quilts not needed in Bengaluru’s mild weather are often left behind or stored.',
      },
      {
        to: 'patna',
        transit: '4–6 days',
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
      'Jammu is the plains city of Jammu and Kashmir, spread along both banks of the Tawi below the Shivalik hills, and the last big stop before the highway climbs towards the Valley. It is a temple town and a trading town, and above all an army town: large formations at Nagrota, Satwari and Akhnoor mean postings drive a big share of its moves. Pilgrims pass through for Vaishno Devi at Katra, government employees shuttle between Jammu and Srinagar, and students leave for colleges in Chandigarh, Delhi, Pune and Bengaluru. Everything that comes in by road enters the Union Territory at Lakhanpur, on NH44 at the Punjab border.',
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
        transit: '2–3 days',
        note: 'About 590 km on NH44 through Pathankot, Jalandhar and Ambala. A well-worn route for families with one home in each city, and the truck enters Delhi in the night window.',
      },
      {
        to: 'chandigarh',
        transit: '1–2 days',
        note: 'Roughly 340 km via Pathankot. Students heading to Panjab University and retired officers settling in the tricity are regulars on it.',
      },
      {
        to: 'noida',
        transit: '2–3 days',
        note: 'Young engineers joining Noida’s IT parks; the truck skirts Delhi on the Eastern Peripheral Expressway and comes in from the Greater Noida side.',
      },
      {
        to: 'pune',
        transit: '6–8 days',
        note: 'Around 2,000 km. Students at Pune’s private universities and army families posted to the Southern Command account for most of this traffic.',
      },
      {
        to: 'bengaluru',
        transit: '8–10 days',
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
        transit: '1–2 days',
        note: 'About 250 km through Roorkee, Muzaffarnagar and Meerut. Weekend tourist traffic is heavy on this road, so we prefer a weekday departure and a night entry into Delhi.',
      },
      {
        to: 'noida',
        transit: '1–2 days',
        note: 'Doon graduates joining Noida’s IT and media offices; the truck comes down through Meerut and the Delhi–Meerut Expressway and never enters Delhi.',
      },
      {
        to: 'chandigarh',
        transit: 'same day',
        note: 'Around 170 km, either through Paonta Sahib and Nahan or via Saharanpur and Yamunanagar; families with roots in Punjab and Haryana move on it often.',
      },
      {
        to: 'bengaluru',
        transit: '7–9 days',
        note: 'Close to 2,300 km. Software jobs pull young Dehradun people south, and heavy woollens and quilts are usually left with family rather than shipped.',
      },
      {
        to: 'pune',
        transit: '6–8 days',
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
        a: 'During the Kanwar Yatra in July, on long weekends, and in dense fog in late December and January when the plains near Muzaffarnagar are worst in the early morning. Outside those weeks the road is straightforward.',
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
        places: [
          'Scheme No. 1',
          'Scheme No. 2',
          'Scheme No. 10',
          'Kala Kuan',
          'Aravali Vihar',
          'Shivaji Park',
          'Manu Marg',
        ],
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
        transit: 'same day',
        note: 'About 150 km up the Sohna road through Tijara, crossing from Rajasthan into Haryana. The busiest route out of Alwar: graduates taking corporate jobs, and parents following them.',
      },
      {
        to: 'delhi',
        transit: '1–2 days',
        note: 'By Bhiwadi and Dharuhera onto NH48. Heavy vehicles get into Delhi only in the night hours, so the unloading usually happens the next morning.',
      },
      {
        to: 'jaipur',
        transit: 'same day',
        note: 'Around 150 km inside Rajasthan, by Dausa or by Thanagazi past Sariska. Students and state government staff on transfer; the car keeps its RJ number.',
      },
      {
        to: 'mumbai',
        transit: '4–5 days',
        note: 'Roughly 1,200 km through Jaipur, Udaipur and Ahmedabad. Business families with trade links in Mumbai, and managers from the Bhiwadi plants moving to head offices.',
      },
      {
        to: 'bengaluru',
        transit: '6–8 days',
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
        body: 'Bhiwadi runs straight into Dharuhera, which is in Haryana, and Gurgaon is another state again. Your own household goods need no e-way bill when they cross, but factory stock and office equipment above ₹50,000 do. A car that settles in Haryana or Delhi for over a year needs a new registration there, along with an NOC from the Alwar transport office.',
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
};
