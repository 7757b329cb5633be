import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group C (see ./index.ts). */
export const guidesC: Partial<Record<CitySlug, CityGuideInput>> = {
  mumbai: {
    intro:
      'Mumbai is a long, narrow city squeezed between the sea and the creeks, so a move here is planned by the hour rather than the kilometre. Three spines carry almost everything: the Western Express Highway, the Eastern Express Highway and the road through the island city. Nearly every home is a flat in a co-operative housing society, from pre-war buildings in Girgaon and Dadar to forty-storey towers in Powai, Thane and Goregaon. People arrive from every state for work in finance, trade, shipping and films, leave for Pune, Bengaluru and Hyderabad when a job takes them, and move within the city whenever an eleven-month leave and licence agreement runs out.',
    areas: [
      {
        group: 'Island city',
        places: [
          'Colaba',
          'Cuffe Parade',
          'Malabar Hill',
          'Girgaon',
          'Byculla',
          'Worli',
          'Lower Parel',
          'Dadar',
          'Matunga',
        ],
        note: 'Many old buildings have tight staircases and small lifts or none, so a large sofa or cupboard may have to be lowered by rope from a balcony; the survey decides this.',
      },
      {
        group: 'Western suburbs',
        places: [
          'Bandra',
          'Khar',
          'Santacruz',
          'Juhu',
          'Andheri',
          'Goregaon',
          'Malad',
          'Kandivali',
          'Borivali',
          'Dahisar',
        ],
        note: 'S. V. Road and Link Road crawl all day, so trucks keep to the Western Express Highway for as much of the trip as they can.',
      },
      {
        group: 'Central and harbour suburbs',
        places: ['Sion', 'Chembur', 'Kurla', 'Ghatkopar', 'Vikhroli', 'Powai', 'Kanjurmarg', 'Bhandup', 'Mulund'],
        note: 'Powai towers with booked service lifts and older Chembur societies with narrow stairs sit a few kilometres apart and need quite different crews.',
      },
      {
        group: 'Thane and Navi Mumbai',
        places: [
          'Thane',
          'Ghodbunder Road',
          'Airoli',
          'Ghansoli',
          'Vashi',
          'Nerul',
          'Belapur',
          'Kharghar',
          'Panvel',
          'Ulwe',
        ],
        note: 'Planned nodes with wider roads and newer towers; Panvel and Ulwe keep growing around the Navi Mumbai airport.',
      },
      {
        group: 'Outer suburbs',
        places: ['Mira Road', 'Bhayandar', 'Vasai', 'Virar', 'Kalyan', 'Dombivli', 'Badlapur'],
        note: 'Families buy here for space; Ghodbunder Road and the Kalyan–Shil road decide how long the day takes.',
      },
    ],
    neighbours: ['bhiwandi', 'pune', 'nashik', 'surat'],
    commonMoves: [
      {
        to: 'pune',
        days: [0],
        note: 'The busiest route out of Mumbai, for jobs in Hinjewadi, Kharadi and the Chakan plants. Trucks take the Expressway over the Khandala ghat, which slows in monsoon fog.',
      },
      {
        to: 'bengaluru',
        days: [3, 5],
        note: 'NH48 through Satara, Kolhapur, Belagavi and Hubli. Software, start-up and banking people move both ways between the two cities all year.',
      },
      {
        to: 'hyderabad',
        days: [2, 3],
        note: 'Via Pune and Solapur on NH65, entering Telangana past Zaheerabad; common for IT, pharma and bank transfers.',
      },
      {
        to: 'delhi',
        days: [5, 7],
        note: 'North on NH48 through Gujarat and Rajasthan, past the Achhad and Shamlaji checkposts; government and head-office transfers make up much of it.',
      },
      {
        to: 'ahmedabad',
        days: [2, 3],
        note: 'Up NH48 by Vapi and Surat. Gujarati families go home and traders shift between the two business cities; remember Gujarat is a dry state, so no liquor in the load.',
      },
      {
        to: 'goa',
        days: [2, 3],
        note: 'Retired couples and people working remotely moving down the coast. Depending on the rain and the road works, trucks take NH66 through the Konkan or go inland by Kolhapur.',
      },
    ],
    movingHere: [
      {
        heading: 'Society letters and lift slots',
        body: 'Almost every Mumbai building is run by a co-operative housing society, and the society expects to be told before anything leaves. Ask the secretary or office for a no-objection letter or gate pass, clear the maintenance dues, and book the service lift for the day. Many societies allow shifting only in daytime and not on Sundays, and some take a refundable deposit against scratches to lifts and lobbies. At the new building, the committee will usually ask a tenant for the registered leave and licence agreement and the police verification form before handing over keys, so keep both ready.',
      },
      {
        heading: 'Where a truck can stand',
        body: 'Heavy goods vehicles are barred from many Mumbai roads in the morning and evening rush, and lanes such as Khotachiwadi in Girgaon or the old gaothans of Bandra have no room for a large truck at all. In those cases goods are loaded into a smaller tempo at the door and moved to the long-distance truck on a wider road, or loading is fitted into the hours when trucks are allowed. In a tower, allow for the lift queue: carrying a 2 BHK down from the twentieth floor can take longer than the drive to Thane.',
      },
      {
        heading: 'Monsoon months',
        body: 'The rains usually set in around the second week of June and last until late September, with the heaviest spells in July. Hindmata, the Andheri and Milan subways and parts of Sion flood when heavy rain meets high tide, and a cloudburst can stop the city for a day. Every item is wrapped in plastic under its carton, sofas and mattresses stay covered while they cross the compound, and a date with a spare day after it is wise. Salt and damp are there all year near the sea, so unpack stored cartons within a few weeks.',
      },
      {
        heading: 'Ganpati, leases and school season',
        body: 'Ganeshotsav in August or September closes roads in Lalbaug, Parel and Girgaon, and on Anant Chaturdashi the immersion routes to Girgaon Chowpatty and Juhu are shut for most of the day; keep island-city moves away from those dates. Because most rentals run on eleven-month agreements, the last and first days of every month are the busiest for local shifting, and May and early June bring families moving before schools reopen.',
      },
    ],
    faqs: [
      {
        q: 'Our building in Dadar has no lift. Will the sofa and fridge go down the stairs?',
        a: 'Pre-war buildings in Dadar, Girgaon and Byculla often have narrow, turning wooden staircases. The surveyor measures the stairwell and doors; beds and wardrobes are taken apart, and anything that still will not turn is lowered by rope from a window or balcony by the crew, with the society’s permission.',
      },
      {
        q: 'Is a move from Andheri to Navi Mumbai or Thane a local move?',
        a: 'Yes. It stays within the Mumbai Metropolitan Region and needs no state paperwork. Trucks cross by the Vashi or Airoli bridge, or through Mulund into Thane. Packing, the drive and unloading usually fill one day for a 2 BHK, provided both societies allow shifting during the hours you need.',
      },
      {
        q: 'We are being transferred to Delhi. What happens to our Maharashtra car?',
        a: 'It travels on a car carrier, separately from the household goods. Once you live in Delhi, the car has to be re-registered there within 12 months, and for that you need a no-objection certificate from your Mumbai RTO, so apply before you leave. Carry the registration, insurance and PUC papers with you, not in the truck.',
      },
    ],
  },
  bhiwandi: {
    intro:
      'Bhiwandi, a short drive north-east of Thane, is really two places. The old town is one of India’s largest powerloom centres, a dense grid of looms, workshops and workers’ rooms under the Bhiwandi-Nizampur municipal corporation. Around it, along the Mumbai–Nashik highway and the roads to Vadape, Padgha and Dapode, spread the warehouse parks that hold stock for half the retailers and online sellers of western India. People come here for logistics and textile work, or for flats that cost less than in Thane; others leave for home towns in Uttar Pradesh and Bihar, or for jobs in other warehouse hubs.',
    areas: [
      {
        group: 'Old town and the loom lanes',
        places: ['Nizampur', 'Kamatghar', 'Narpoli', 'Dhamankar Naka', 'Shanti Nagar', 'Temghar', 'Kalyan Road'],
        note: 'Lanes between loom sheds are narrow and never empty, so goods go by handcart or small tempo to a truck waiting on the main road.',
      },
      {
        group: 'Towards Thane',
        places: ['Kalher', 'Kasheli', 'Purna', 'Anjur Phata', 'Mankoli', 'Rahnal'],
        note: 'Gated towers here are minutes from Thane’s Balkum and Majiwada across the creek, and their societies book lifts and check gate passes like any in Thane.',
      },
      {
        group: 'Warehouse belt on the Nashik highway',
        places: ['Vadape', 'Dapode', 'Sonale', 'Padgha', 'Vashere', 'Pimplas', 'Amane'],
        note: 'Mostly logistics parks; the managers and supervisors who run them rent in Bhiwandi, Thane or Kalyan.',
      },
      {
        group: 'Kalyan side',
        places: ['Kon', 'Kalyan', 'Shahad', 'Titwala'],
        note: 'The Durgadi bridge road into Kalyan jams at peak hours, which sets the loading time.',
      },
    ],
    neighbours: ['mumbai', 'nashik', 'pune'],
    commonMoves: [
      {
        to: 'pune',
        days: [0],
        note: 'Supply-chain and warehouse staff moving to Chakan and the parks around Pune; the truck goes through Shil Phata and Panvel to the Expressway.',
      },
      {
        to: 'nashik',
        days: [0],
        note: 'Either up the old highway by Shahapur and the Kasara ghat, or along the Samruddhi Mahamarg, whose western end is at Amane just outside Bhiwandi. The ghat is slow in monsoon fog.',
      },
      {
        to: 'surat',
        days: [1, 2],
        note: 'Loom owners and weavers shift between the two textile towns on NH48. Liquor cannot cross into Gujarat, and the checks at Achhad are thorough.',
      },
      {
        to: 'varanasi',
        days: [5, 7],
        note: 'Families from eastern Uttar Pradesh heading home after years in Bhiwandi; the long run north goes through Nashik and Madhya Pradesh.',
      },
      {
        to: 'delhi',
        days: [5, 7],
        note: 'Logistics and e-commerce staff transferred to the big warehouse hubs around the capital, usually along NH48 through Gujarat and Rajasthan.',
      },
    ],
    movingHere: [
      {
        heading: 'Loom lanes and new towers',
        body: 'Shifting a family out of the old town and out of a new tower at Kalher are different jobs. In the loom lanes, parked tempos, handcarts and yarn deliveries leave no space for a truck, so the crew carries goods to the nearest wide road or brings a small vehicle in and out several times. In the complexes on the Thane side, the society wants notice, a booked service lift and, for tenants, a letter from the flat owner. Tell us which kind of building you are in when you ask for a quote.',
      },
      {
        heading: 'Container traffic',
        body: 'Bhiwandi’s roads carry container trailers to and from Nhava Sheva and a steady stream of warehouse trucks, and junctions such as Anjur Phata, Mankoli and Rajnoli Naka can stay jammed for hours. Heavy vehicles also face time restrictions on several approaches from Thane and Kalyan at peak hours. A start at first light is usually the quickest way out, and we plan the route around the day’s known bottlenecks.',
      },
      {
        heading: 'Rain and broken roads',
        body: 'From June to September the roads around Bhiwandi take a beating: potholes open up on the Kalyan and Wada roads, and low streets in the old town fill with water after a heavy spell. Pack on a dry morning if you can choose, keep cartons off wet floors, and expect the truck to crawl where the road surface has gone. Furniture is wrapped in plastic sheets before it leaves the building.',
      },
      {
        heading: 'Household goods and business goods',
        body: 'Traders here often move shop or godown stock along with the household. Used household goods for your own use usually need no e-way bill, but stock, machinery or new goods for business worth more than ₹50,000 do, and the owner of the goods generates it. Keep the two lists separate at the survey so each is packed and documented the right way.',
      },
    ],
    faqs: [
      {
        q: 'Is Bhiwandi to Mumbai a local move?',
        a: 'Yes, both are in the Mumbai Metropolitan Region and no state paperwork is involved. Kalher to Thane or Kalyan takes a few hours door to door. South Mumbai takes most of a day, because the truck has to wait out the restricted hours and then cross the whole length of the Eastern Express Highway.',
      },
      {
        q: 'Our lane is too narrow for any truck. Can you still move us?',
        a: 'Yes. The surveyor checks the lane and finds the nearest point where a truck may stand. The crew carries goods there by hand or on a handcart, or shuttles them in a small tempo, and loads the main truck on the road. It adds time, not risk, if planned.',
      },
      {
        q: 'I am joining a warehouse park at Vadape. Where do people usually live?',
        a: 'Many managers choose Thane, around Ghodbunder Road or Majiwada, for schools and hospitals, and drive out against the traffic. Others take flats in the newer complexes at Kalher and Kasheli, or in Kalyan. Weigh the daily drive on the Nashik highway before choosing; we can move you into any of them.',
      },
    ],
  },
  pune: {
    intro:
      'Pune has grown from a cantonment and college town into Maharashtra’s second city, and most moves here follow work: software parks in Hinjewadi, Kharadi and Magarpatta, car and engineering plants in Chakan, Talegaon and Pimpri-Chinchwad, and students who arrive every June for its colleges. The old core, the peths around Shaniwar Wada, still has wadas and lanes a truck cannot enter, while the newer city is a spread of housing societies pushing outwards along the Mumbai–Bengaluru bypass and the ring of villages beyond it. Mumbai is three to four hours away by the Expressway, so many families move between the two cities more than once.',
    areas: [
      {
        group: 'Peths and the old city',
        places: [
          'Sadashiv Peth',
          'Narayan Peth',
          'Shaniwar Peth',
          'Kasba Peth',
          'Shukrawar Peth',
          'Deccan Gymkhana',
          'Shivajinagar',
        ],
        note: 'Wadas and small buildings without lifts; goods are carried or taken by tempo to wherever a truck is allowed to stand.',
      },
      {
        group: 'West Pune',
        places: ['Kothrud', 'Karve Nagar', 'Warje', 'Bavdhan', 'Baner', 'Aundh', 'Pashan', 'Balewadi'],
        note: 'Big societies with service lifts: Baner and Balewadi full of IT families, Kothrud of long-settled Pune ones.',
      },
      {
        group: 'Hinjewadi and Wakad',
        places: ['Hinjewadi', 'Wakad', 'Pimple Saudagar', 'Pimple Nilakh', 'Punawale', 'Tathawade', 'Ravet'],
        note: 'The roads into Hinjewadi’s phases choke at office hours, so loading is done early in the morning or after the evening rush.',
      },
      {
        group: 'East and South Pune',
        places: [
          'Viman Nagar',
          'Kalyani Nagar',
          'Koregaon Park',
          'Kharadi',
          'Wagholi',
          'Hadapsar',
          'Magarpatta',
          'Kondhwa',
          'Undri',
        ],
        note: 'Nagar Road and Solapur Road are the slow stretches; Wagholi and Undri have many new towers with strict move-in rules.',
      },
      {
        group: 'Pimpri-Chinchwad and beyond',
        places: [
          'Pimpri',
          'Chinchwad',
          'Nigdi',
          'Akurdi',
          'Bhosari',
          'Moshi',
          'Chakan',
          'Talegaon Dabhade',
          'Lonavala',
        ],
        note: 'A separate municipal corporation built around the auto industry, with Chakan and Talegaon as plant towns further out.',
      },
    ],
    neighbours: ['mumbai', 'nashik', 'aurangabad', 'kolhapur'],
    commonMoves: [
      {
        to: 'mumbai',
        days: [0],
        note: 'Job changes send people back and forth constantly. The truck takes the Expressway and enters by Panvel and Vashi or by Thane, whichever suits the address.',
      },
      {
        to: 'bengaluru',
        days: [3, 4],
        note: 'The main IT route south: NH48 through Satara, Kolhapur, Belagavi and Hubli, crossing into Karnataka at the Kognoli check post near Nipani.',
      },
      {
        to: 'hyderabad',
        days: [2, 3],
        note: 'Through Solapur on NH65, a quieter road than the Bengaluru run; IT, pharma and defence families move on it regularly.',
      },
      {
        to: 'delhi',
        days: [5, 7],
        note: 'Defence, government and corporate transfers, mostly. Trucks head north through Madhya Pradesh or go by Mumbai and NH48 through Gujarat and Rajasthan.',
      },
      {
        to: 'nagpur',
        days: [2, 3],
        note: 'By Aurangabad and the Samruddhi Mahamarg. Government staff posted within Maharashtra and families returning to Vidarbha use it.',
      },
    ],
    movingHere: [
      {
        heading: 'Society rules',
        body: 'Most Pune homes are flats in registered co-operative societies or large townships, and nearly all have rules for shifting. Inform the society office a few days ahead, book the service lift, and ask whether a tenant needs a no-objection letter from the owner; many insist. Townships in Hinjewadi, Kharadi and Magarpatta often issue the outgoing gate pass only after dues are settled, and the guards tick the goods against it at the gate, so keep a copy on your phone.',
      },
      {
        heading: 'Ganeshotsav and the academic year',
        body: 'Pune’s Ganpati festival is among the largest anywhere. For its ten days the central peths are crowded every evening, and on immersion day Laxmi Road and Tilak Road are given over to the processions well into the next morning, so keep old-city moves away from those dates. June is busy with students and families arriving before colleges and schools open, and the end of March brings a rush of job changes at the close of the financial year.',
      },
      {
        heading: 'Ghat rain and city roads',
        body: 'The monsoon, roughly June to September, is moderate in Pune itself, but the Khandala and Bor ghats on the Mumbai road get heavy rain and thick fog, and trucks slow right down there. In the city the rain seldom stops a move; the trouble is waterlogged, potholed roads in fast-growing areas such as Wagholi, Undri and the villages around Hinjewadi. Allow extra time, and have wooden furniture and carpets wrapped before they leave the porch.',
      },
      {
        heading: 'Truck hours',
        body: 'Heavy vehicles are usually kept out of central Pune during the day, and the police close some roads to them at peak hours. A long-distance truck therefore often loads on the city’s edge, with a tempo bringing goods from a peth flat, or loads in the early morning. The surveyor will tell you which applies to your building.',
      },
    ],
    faqs: [
      {
        q: 'How long does a move from Hinjewadi to Kharadi take?',
        a: 'It is roughly 30 km across the city, and traffic, not distance, sets the time. A 2 BHK is packed in the morning and delivered the same evening if both societies allow shifting until then. Weekend mornings, where your society permits them, are the fastest.',
      },
      {
        q: 'We live in an old wada in Sadashiv Peth. Can you manage the stairs?',
        a: 'Yes. Wada stairs are steep and often wooden, so beds and wardrobes are taken apart, heavy teak cupboards get extra hands, and goods are carried down to a tempo in the lane. The survey notes anything that needs special care, such as a heavy old safe or a swing.',
      },
      {
        q: 'Can my car go to Bengaluru with the household goods?',
        a: 'It goes on a separate car carrier and usually arrives within a day or two of the goods. In Karnataka the car must be re-registered within 12 months, which needs a no-objection certificate from the Pune RTO; apply for it before you leave, and keep the original papers with you.',
      },
    ],
  },
  nashik: {
    intro:
      'Nashik sits on the Godavari in the hills about 170 km north-east of Mumbai, and it has three distinct halves to it. There is the temple town of Panchavati and the old city along the river ghats; the newer homes along College Road and Gangapur Road; and the industrial estates at Satpur and Ambad with their housing around CIDCO. Grapes, wineries and the onion market at nearby Lasalgaon make the district rich, and the Simhastha Kumbh Mela comes here and to Trimbakeshwar every twelve years. People move in for jobs in the MIDC estates, at HAL in Ozar and the government presses at Nashik Road, or simply for cooler weather and lower rents than Mumbai or Pune.',
    areas: [
      {
        group: 'Panchavati and the old city',
        places: [
          'Panchavati',
          'Old Nashik',
          'Ravivar Karanja',
          'Bhadrakali',
          'Main Road',
          'Makhmalabad',
          'Hirawadi',
          'Adgaon',
        ],
        note: 'Lanes near the Ramkund ghats are narrow and crowded with pilgrims; goods go to the truck by tempo.',
      },
      {
        group: 'College Road and Gangapur Road',
        places: [
          'College Road',
          'Gangapur Road',
          'Canada Corner',
          'Sharanpur Road',
          'Tidke Colony',
          'Anandvalli',
          'Trimbak Road',
        ],
        note: 'Apartment blocks and bungalows on reasonably wide roads, and the easiest part of town to load in.',
      },
      {
        group: 'CIDCO, Satpur and Ambad',
        places: ['CIDCO', 'Satpur', 'Ambad', 'Pathardi Phata', 'Indira Nagar', 'Ashok Nagar'],
        note: 'Built around the MIDC estates; engineers and plant staff rent here, many in CIDCO’s small row houses.',
      },
      {
        group: 'Nashik Road and Deolali',
        places: ['Nashik Road', 'Jail Road', 'Upnagar', 'Bytco Point', 'Deolali Camp'],
        note: 'Close to the railway station, the currency and security presses, and the army’s artillery establishments at Deolali.',
      },
      {
        group: 'Around Nashik',
        places: ['Ozar', 'Sinnar', 'Igatpuri', 'Trimbakeshwar', 'Dindori', 'Niphad'],
        note: 'Sinnar has its own MIDC, Ozar the HAL township, and Igatpuri many weekend homes owned by Mumbai families.',
      },
    ],
    neighbours: ['mumbai', 'bhiwandi', 'pune', 'aurangabad'],
    commonMoves: [
      {
        to: 'mumbai',
        days: [0],
        note: 'Down through Igatpuri and the Kasara ghat, or on the Samruddhi Mahamarg. Young professionals leave for Mumbai jobs, and many Mumbai retirees make the trip the other way.',
      },
      {
        to: 'pune',
        days: [0],
        note: 'By Sinnar and Sangamner; engineers move between the two cities’ auto and software jobs, and students head to Pune colleges.',
      },
      {
        to: 'bengaluru',
        days: [3, 4],
        note: 'Mostly software staff. The truck runs to Pune first and then south on NH48 through Kolhapur and Hubli.',
      },
      {
        to: 'hyderabad',
        days: [2, 3],
        note: 'Through Aurangabad, or round by Pune and Solapur; pharma, defence and IT transfers are the usual reasons.',
      },
      {
        to: 'surat',
        days: [1, 2],
        note: 'Over the Sahyadri hill roads to the Gujarat coast; trading families move between the two. No liquor may be carried into Gujarat.',
      },
    ],
    movingHere: [
      {
        heading: 'Kasara ghat and the rains',
        body: 'The city gets moderate rain from June to September, but Igatpuri and the Kasara ghat on the Mumbai side are among the wettest places in Maharashtra, with fog, slow convoys and the odd landslip. In Nashik itself the Godavari rises when the Gangapur dam releases water, and older residents still judge the flood by how high it climbs on the Dutondya Maruti statue at Ramkund. Riverside lanes in Panchavati can be closed on such days; a move there waits for the water to fall.',
      },
      {
        heading: 'Kumbh years and temple crowds',
        body: 'The Simhastha Kumbh, due again in 2027, brings months of crowds to Panchavati and Trimbakeshwar, with roads closed around the ghats on the main bathing days. Ram Navami and the Shravan Mondays at Trimbakeshwar also fill the roads to the temples. If you are moving to or from the old city in such a period, pick a date between the announced bathing days and load early.',
      },
      {
        heading: 'Quarters, bungalows and row houses',
        body: 'A good share of moves here are into or out of official housing: HAL’s township at Ozar, defence quarters at Deolali and the press colonies at Nashik Road. These have gate passes and handover inspections of their own, so get the estate office’s permission for the truck and crew before the date. Elsewhere, Nashik has more independent houses than most cities of its size, which makes loading easier but means more furniture, garden pots and tools to pack.',
      },
      {
        heading: 'Cold nights and dry air',
        body: 'Winters are genuinely cold for Maharashtra, and Niphad, half an hour away, often records the state’s lowest temperatures. Families arriving from humid Mumbai find the dry air hard on old wooden furniture; keep it out of direct sun for the first weeks, and unpack musical instruments slowly.',
      },
    ],
    faqs: [
      {
        q: 'Should we avoid the Kasara ghat for a monsoon move to Mumbai?',
        a: 'Not avoid, but plan for it. Trucks cross the ghat in daylight in heavy rain, and goods are sealed in plastic under the cartons. If a landslip closes the ghat, the truck can take the Samruddhi Mahamarg, so the day rarely goes to waste.',
      },
      {
        q: 'We are moving into HAL or defence quarters. What should we arrange?',
        a: 'Ask the estate or unit office for entry permission for the truck and the crew a few days before, with the vehicle number and names, which we give you once the date is fixed. Check the handover time for the quarter, since the crew can only start unloading once the keys are with you.',
      },
      {
        q: 'Is the move to Pune done in one day?',
        a: 'For a 1 or 2 BHK, usually yes: the road through Sinnar and Sangamner is about five hours for a loaded truck. A larger house, or a Pune society that stops shifting in the evening, means delivery the next morning.',
      },
    ],
  },
  aurangabad: {
    intro:
      'Aurangabad, officially renamed Chhatrapati Sambhajinagar in 2023, is the largest city of Marathwada and the gateway to the Ajanta and Ellora caves. It grew quickly once the MIDC estates at Waluj, Chikalthana and Shendra drew in two-wheeler, car, pharma and brewery plants, and the Aurangabad Industrial City at Shendra–Bidkin is adding more. The walled old town with its gates and bazaars sits in the middle, CIDCO’s numbered sectors spread east towards the airport, and newer colonies line Jalna Road and the Beed bypass. Engineers, doctors and teachers move in for plant, hospital and college jobs; the usual next steps out are Pune, Mumbai and Hyderabad.',
    areas: [
      {
        group: 'Old city',
        places: ['Gulmandi', 'Shahganj', 'City Chowk', 'Raja Bazar', 'Begumpura', 'Paithan Gate'],
        note: 'Aurangabad is called the city of gates, and the historic gateways and bazaar lanes are too tight for a truck; a smaller vehicle shuttles goods out.',
      },
      {
        group: 'Jalna Road and the centre',
        places: [
          'Osmanpura',
          'Kranti Chowk',
          'Jawahar Colony',
          'Garkheda',
          'Samarth Nagar',
          'Beed Bypass',
          'Satara Parisar',
        ],
        note: 'Apartments and independent houses; Beed Bypass and Satara are where most new flats have come up.',
      },
      {
        group: 'CIDCO and the east',
        places: ['CIDCO', 'Hudco', 'Mukundwadi', 'Chikalthana', 'Harsul'],
        note: 'The N-sectors are mostly row houses and low apartment blocks, a short drive from the airport.',
      },
      {
        group: 'Industrial belts and nearby towns',
        places: ['Waluj', 'Bajaj Nagar', 'Shendra', 'Bidkin', 'Paithan', 'Khultabad', 'Jalna'],
        note: 'Waluj lies on the Ahilyanagar road and Shendra on the Jalna road; plant staff often live in Bajaj Nagar or CIDCO.',
      },
    ],
    neighbours: ['nashik', 'pune'],
    commonMoves: [
      {
        to: 'pune',
        days: [0],
        note: 'The most common move out, for IT and engineering work, through Ahilyanagar (Ahmednagar) and Shirur. Sugarcane traffic slows the road in winter.',
      },
      {
        to: 'mumbai',
        days: [1, 2],
        note: 'The Samruddhi Mahamarg has cut the drive to a few hours for a truck, though reaching an address in the city adds the usual Mumbai wait.',
      },
      {
        to: 'hyderabad',
        days: [2, 3],
        note: 'South-east through Marathwada into Telangana; IT and pharma jobs, and families with roots in the old Hyderabad state.',
      },
      {
        to: 'bengaluru',
        days: [3, 4],
        note: 'By Pune or Solapur and then south; young engineers moving for software jobs are most of the traffic.',
      },
      {
        to: 'nagpur',
        days: [1, 2],
        note: 'Straight along the Samruddhi Mahamarg; government, bank and university transfers within Maharashtra.',
      },
    ],
    movingHere: [
      {
        heading: 'Two names on the documents',
        body: 'Since the renaming, new papers say Chhatrapati Sambhajinagar while bank records, rent agreements and older ID cards often still say Aurangabad. Both refer to the same place, and either is fine for a moving order or a goods list. What matters more is a correct PIN code and a nearby landmark, because many colonies here have similar names and numbered sectors.',
      },
      {
        heading: 'Water before anything else',
        body: 'Piped water in many parts of the city arrives only every few days, and colonies on the outskirts depend on tankers. Before you sign for a flat or house, ask the landlord or society how often water comes and how large the storage tank is. On moving day, fill buckets in advance: the crew needs water to clean up, and you will want it for the kitchen the first evening.',
      },
      {
        heading: 'Heat and dust',
        body: 'April and May are hot and dry here, with afternoons regularly above 40°C, and the monsoon from June to September is light compared with the coast. Pack and load in the morning in summer, keep medicines, candles, cosmetics and vinyl records out of a closed truck in the afternoon sun, and cover mattresses against the dust on the bypass roads.',
      },
      {
        heading: 'Bazaars, gates and festivals',
        body: 'The old city’s gates and crowded markets around Gulmandi and Shahganj slow everything in the evenings, and Ganeshotsav, Eid and the Diwali shopping weeks make them busier still. Moves in and out of the old town go best early on a weekday morning, when shops are just opening and a tempo can get close to the door.',
      },
    ],
    faqs: [
      {
        q: 'Should the address say Aurangabad or Chhatrapati Sambhajinagar?',
        a: 'Either works for a move, and the driver will know both. Give the PIN code, the colony and a landmark such as a temple, school or chowk, which saves a lot of phone calls on the day.',
      },
      {
        q: 'Is the move to Mumbai quicker now that the Samruddhi Mahamarg is open?',
        a: 'Usually, yes. A loaded truck now reaches the Mumbai region in well under a day. The toll is part of the trip, and the time saved on the highway is partly lost in Mumbai, where trucks must keep to the hours allowed in the city.',
      },
      {
        q: 'We are joining a plant at Waluj. Where should we live?',
        a: 'Bajaj Nagar and the CIDCO Waluj area are closest, with shops and schools, and many staff choose them to avoid the daily run on the Ahilyanagar road. Families who want the city’s schools and hospitals pick Garkheda, Jawahar Colony or Beed Bypass and drive out.',
      },
      {
        q: 'Our family is coming from a village in Marathwada. Can the truck collect goods there too?',
        a: 'Yes. Many moves into the city start with a second pickup from a family house in Jalna, Beed or a village nearby. Tell us at the survey; the truck loads there first, and the road condition to the village decides whether a smaller vehicle is needed for the last stretch.',
      },
    ],
  },
  kolhapur: {
    intro:
      'Kolhapur sits in the far south-west corner of Maharashtra on the Panchganga river, with the Sahyadri ghats to the west and the Karnataka border less than an hour to the south. It is a prosperous market town built on sugar, jaggery, milk and foundry work, and known across the state for the Mahalaxmi (Ambabai) temple, Rankala lake, its wrestling talims and its leather chappals. The city is compact: old peths around the temple, planned colonies such as Rajarampuri and Tarabai Park laid out under the old princely state, and MIDC estates at Shiroli, Gokul Shirgaon and Kagal on the edges. Young people leave for Pune, Mumbai and Bengaluru, and many come back later for the slower pace.',
    areas: [
      {
        group: 'Temple town and the peths',
        places: [
          'Mahadwar Road',
          'Shivaji Peth',
          'Mangalwar Peth',
          'Shukrawar Peth',
          'Gangawesh',
          'Binkhambi',
          'Rankala',
        ],
        note: 'Stone and brick houses in crowded streets; loading goes best before the morning crowds gather for darshan.',
      },
      {
        group: 'Planned colonies',
        places: [
          'Rajarampuri',
          'Shahupuri',
          'Tarabai Park',
          'Nagala Park',
          'Ruikar Colony',
          'Kasaba Bawada',
          'Kadamwadi',
        ],
        note: 'Bungalows and low apartment buildings on wide, straight roads; the easiest part of Kolhapur for a truck.',
      },
      {
        group: 'Newer outskirts',
        places: ['Kalamba', 'Pachgaon', 'Morewadi', 'Ujalaiwadi', 'Uchgaon', 'Shiye'],
        note: 'Most new apartment projects are here; Ujalaiwadi is by the airport and close to the NH48 bypass.',
      },
      {
        group: 'Industrial belt and nearby towns',
        places: ['Shiroli', 'Gokul Shirgaon', 'Kagal', 'Ichalkaranji', 'Peth Vadgaon', 'Sangli', 'Miraj'],
        note: 'Foundries and engineering units; Ichalkaranji is a powerloom town of its own half an hour east.',
      },
    ],
    neighbours: ['pune', 'goa', 'hubli'],
    commonMoves: [
      {
        to: 'pune',
        days: [0],
        note: 'Up NH48 through Karad and Satara; for most young people from Kolhapur this is the first move, to a college or a first job.',
      },
      {
        to: 'mumbai',
        days: [1, 2],
        note: 'NH48 to Pune and then the Expressway. Plenty of Kolhapur families have members settled in both places.',
      },
      {
        to: 'bengaluru',
        days: [2, 3],
        note: 'South on NH48 through Belagavi, Hubli and Davangere, entering Karnataka at Kognoli near Nipani; software and engineering jobs.',
      },
      {
        to: 'goa',
        days: [0],
        note: 'Over the Amboli or Phonda ghat. Kolhapur people buy homes and start businesses on the coast; in heavy monsoon the ghats sometimes close for landslips.',
      },
      {
        to: 'hyderabad',
        days: [2, 3],
        note: 'East by Sangli and Solapur into Telangana; pharma and IT transfers, and engineers from the foundry trade.',
      },
    ],
    movingHere: [
      {
        heading: 'When the Panchganga rises',
        body: 'In a heavy monsoon, usually in July or August, rain in the ghats and releases from the Radhanagari dam push the Panchganga over its banks. In 2019 and again in 2021, low-lying colonies went under water and the Pune–Bengaluru highway near Shiroli was shut for days, cutting Kolhapur off from the north. If a move falls in those weeks, keep the date flexible and watch the river level at the Rajaram weir, which local news reports daily.',
      },
      {
        heading: 'Cane season on the roads',
        body: 'From about October to March the sugar factories crush cane, and tractors towing two overloaded trolleys crawl along every road around the city, often at night and not always well lit. Trucks move slowly behind them on the Sangli, Kagal and Radhanagari roads, so a move in this season takes longer than the distance suggests.',
      },
      {
        heading: 'Navratri at Ambabai',
        body: 'Navratri brings lakhs of devotees to the Mahalaxmi temple, and the streets around Mahadwar Road and Bhausingji Road are closed or packed for the ten days, with the royal Dasara procession at the end. Homes in the peths are best moved before or after the festival. Temple-area houses are often old, with steep stairs and small doors, so the survey checks what must be dismantled.',
      },
      {
        heading: 'Karnataka next door',
        body: 'Belagavi, Nipani and Chikodi are closer than Pune, and many families have relatives across the border, but a move there is still an interstate move. Used household goods cross without an e-way bill as a rule; a car must be re-registered in Karnataka within 12 months with a no-objection certificate from the Kolhapur RTO.',
      },
    ],
    faqs: [
      {
        q: 'When is the best time of year to move in Kolhapur?',
        a: 'November to February is dry and pleasant, though cane tractors slow the roads. Avoid the peak flood weeks of July and August if you can, and Navratri if your home is near the temple. Summer is hot but rarely a problem for the move itself.',
      },
      {
        q: 'Can you move us from an old house in Shukrawar Peth?',
        a: 'Yes. Old Kolhapur houses often have a narrow staircase, a low doorway and heavy wooden furniture that was assembled inside the room. The crew dismantles what can be taken apart, carries the rest by hand, and uses a tempo where the street is too narrow for the truck.',
      },
      {
        q: 'How long does a move to Bengaluru take from here?',
        a: 'Usually two to three days door to door. The truck leaves after loading, crosses into Karnataka at Kognoli the same day and reaches Bengaluru by the next evening or the morning after, depending on the load and the size of your building in Bengaluru.',
      },
      {
        q: 'We are moving to Goa. Which ghat will the truck take?',
        a: 'That depends on the season and the state of the roads. Amboli is the usual choice, Phonda ghat is the other; in a very wet week, when one of them is closed for a landslip, the truck may go round by Belagavi and the Anmod ghat instead, which adds a few hours.',
      },
    ],
  },
  goa: {
    intro:
      'Goa is a small state rather than one city, so a move here might be to an apartment in Panaji, a Portuguese-era family house in a Salcete village or a new villa in the hills of Bardez. North Goa has Panaji, Porvorim and Mapusa; South Goa has Margao and the port town of Vasco da Gama; Ponda sits between them. People move in to retire, to work remotely, to run a guest house or café, or on postings with the Navy, the port and central offices; young Goans leave for Mumbai, Pune and Bengaluru, where most of the jobs are. Distances are short, but village roads are narrow and the monsoon is among the heaviest in India.',
    areas: [
      {
        group: 'Panaji and around',
        places: ['Panaji', 'Fontainhas', 'Altinho', 'Miramar', 'Dona Paula', 'Caranzalem', 'Taleigao', 'Porvorim'],
        note: 'The lanes of Fontainhas take only small vehicles; apartment buildings in Miramar, Taleigao and Porvorim are far easier.',
      },
      {
        group: 'North Goa',
        places: ['Mapusa', 'Calangute', 'Candolim', 'Siolim', 'Assagao', 'Anjuna', 'Pernem', 'Bicholim'],
        note: 'Villas and village houses down walled lanes; Pernem is close to the new airport at Mopa.',
      },
      {
        group: 'South Goa',
        places: ['Margao', 'Navelim', 'Benaulim', 'Colva', 'Loutolim', 'Chandor', 'Cuncolim', 'Canacona'],
        note: 'Margao is the market town; the old houses of Salcete have high ceilings and heavy carved furniture.',
      },
      {
        group: 'Vasco and Ponda',
        places: ['Vasco da Gama', 'Dabolim', 'Sancoale', 'Zuarinagar', 'Ponda'],
        note: 'Vasco is the port and Navy town by Dabolim airport; Ponda lies on the road to Belagavi and the Anmod ghat.',
      },
    ],
    neighbours: ['kolhapur', 'hubli'],
    commonMoves: [
      {
        to: 'mumbai',
        days: [2, 3],
        note: 'Goans working in Mumbai, and Mumbai families buying homes in Goa. The truck goes up NH66 through the Konkan or inland by Kolhapur, whichever is in better shape that season.',
      },
      {
        to: 'pune',
        days: [1, 2],
        note: 'Up a ghat to Kolhapur and then NH48 north; students, IT staff and Pune families with second homes here.',
      },
      {
        to: 'bengaluru',
        days: [2, 3],
        note: 'Through Belagavi or Hubli–Dharwad to NH48; Goan engineers going out for work and Bengaluru people settling by the sea.',
      },
      {
        to: 'hyderabad',
        days: [2, 3],
        note: 'Across north Karnataka by Hubli; IT and pharma jobs draw a steady number of Goan graduates.',
      },
      {
        to: 'delhi',
        days: [6, 8],
        note: 'Navy and central government transfers, and retired couples returning north. Usually via Kolhapur, Pune and NH48 through Gujarat.',
      },
    ],
    movingHere: [
      {
        heading: 'Four months of rain',
        body: 'From early June to late September Goa gets around three metres of rain, and it can pour for days without a break. Loading is done under a porch or balcão wherever the house has one, and each item is sealed in plastic under its carton. The damp is the bigger danger after the move: leather, books, cane and wooden furniture grow fungus in a closed house within weeks, so air the rooms, keep cupboards slightly open and use moisture absorbers in the first monsoon.',
      },
      {
        heading: 'Village lanes and heritage houses',
        body: 'Much of Goa lives along lanes between laterite walls, one car wide, with a church square or a main road some way off. A full-size truck usually stops there and a smaller vehicle shuttles goods to the door. The older houses of Salcete and Bardez hold rosewood beds, glass-fronted cabinets and chandeliers that need crates and careful hands; point them out at the survey.',
      },
      {
        heading: 'Season, Christmas and Carnival',
        body: 'The tourist season, roughly November to February, fills the coastal roads of Calangute, Baga and Candolim, and the Christmas to New Year week is the hardest time to move in North Goa. Carnival parades close streets in Panaji, Margao and Mapusa in February, and Shigmo floats do the same in March. October and the weeks after mid-January are easier.',
      },
      {
        heading: 'What cannot leave with you',
        body: 'Liquor bought in Goa cannot travel in a household load to another state without a permit, and the checkposts at the Maharashtra and Karnataka borders look for it. A car moving into or out of Goa follows the usual rule: re-register it in the new state within 12 months, with a no-objection certificate from the old RTO.',
      },
    ],
    faqs: [
      {
        q: 'Can you move us in the middle of the monsoon?',
        a: 'Yes. Transfers and school admissions do not wait for the rain, so monsoon moves are common here. The crew works under cover where it can, and goods are double-wrapped. Ghat roads sometimes close for landslips in heavy spells, so long-distance moves keep a spare day in the plan.',
      },
      {
        q: 'Our house in Assagao is down a lane a truck cannot enter. What happens?',
        a: 'The surveyor finds the nearest point where the truck can wait without blocking the road, and a small tempo or the crew on foot brings everything out to it. Tell your neighbours the day before; in a Goan village, a borrowed courtyard for an hour makes the work much quicker.',
      },
      {
        q: 'Is the coastal highway or the Kolhapur route better for Mumbai?',
        a: 'NH66 through the Konkan is shorter, but long stretches have been under widening for years and monsoon landslips are common. The inland route by Kolhapur and Pune is longer but steadier. We choose at the time of the move based on the current state of each road.',
      },
    ],
  },
  surat: {
    intro:
      'Surat, on the Tapi a few kilometres from the sea, is Gujarat’s second city and one of the fastest-growing anywhere in India. It cuts and polishes the great majority of the world’s diamonds, weaves and sells a large share of the country’s synthetic sarees and dress material, and has steel, gas and engineering plants at Hazira on the estuary. Those trades have pulled in people from Saurashtra, Rajasthan, Odisha, Uttar Pradesh and Maharashtra, so moves go out in every direction. The city grows in rings around its old walled core, with a string of bridges across the Tapi tying Adajan and Rander to the rest.',
    areas: [
      {
        group: 'Old city',
        places: ['Chowk', 'Nanpura', 'Gopipura', 'Sagrampura', 'Mahidharpura', 'Salabatpura', 'Begampura'],
        note: 'Tight lanes, old wooden houses and diamond offices; goods reach the truck by a small vehicle.',
      },
      {
        group: 'Across the Tapi',
        places: ['Adajan', 'Pal', 'Rander', 'Palanpur Patia', 'Jahangirpura'],
        note: 'Big housing societies on the west bank, linked by bridges that jam at office hours.',
      },
      {
        group: 'South-west Surat',
        places: ['Piplod', 'Vesu', 'City Light', 'Ghod Dod Road', 'Althan', 'Bhatar', 'VIP Road', 'Dumas Road'],
        note: 'The newer high-rise side, near the airport and the Diamond Bourse at Khajod.',
      },
      {
        group: 'Diamond belt',
        places: ['Varachha', 'Mota Varachha', 'Katargam', 'Kapodra', 'Sarthana', 'Punagam', 'Yogi Chowk'],
        note: 'Home to the Saurashtra families who own and work in the diamond units.',
      },
      {
        group: 'Textile and industrial south',
        places: ['Udhna', 'Pandesara', 'Limbayat', 'Sachin', 'Bhestan', 'Hazira', 'Ichchhapor'],
        note: 'Weaving and processing units with workers’ housing around them; Hazira’s plants have their own colonies.',
      },
    ],
    neighbours: ['ankleshwar', 'vadodara', 'ahmedabad', 'mumbai'],
    commonMoves: [
      {
        to: 'mumbai',
        days: [1, 2],
        note: 'Down NH48 past Vapi and across the state border at Achhad; Surat families with Mumbai businesses and young people going to jobs in finance.',
      },
      {
        to: 'ahmedabad',
        days: [0],
        note: 'Up NH48 through Bharuch, then the expressway from Vadodara; government postings and family moves within Gujarat.',
      },
      {
        to: 'pune',
        days: [1, 2],
        note: 'By Nashik or round by Mumbai, depending on the traffic; engineers and students from Surat head to Pune in numbers.',
      },
      {
        to: 'jaipur',
        days: [3, 4],
        note: 'North through Ahmedabad and Udaipur, leaving Gujarat at Shamlaji; Rajasthani textile traders going home or setting up a second base.',
      },
      {
        to: 'bhubaneswar',
        days: [5, 7],
        note: 'Odia loom and processing workers, many from Ganjam district, returning home; the route runs through Nagpur and Raipur.',
      },
    ],
    movingHere: [
      {
        heading: 'The long Diwali break',
        body: 'Surat’s diamond units close for two or three weeks around Diwali, and a large part of the city travels home to Saurashtra. Roads towards Bhavnagar and Amreli are packed, and crews and trucks are hard to find in the week before Diwali and right after the Gujarati New Year. Inside the city, the same weeks are unusually quiet. If your move falls near Diwali, book well in advance and expect the textile markets to be shut too.',
      },
      {
        heading: 'River, creeks and humid air',
        body: 'The monsoon runs from June to September. Heavy releases from the Ukai dam flooded much of the city in 2006, and low areas such as Adajan, Rander and Katargam remember it; today the usual trouble is the creeks in the east and south overflowing after a heavy night. The air is humid for most of the year, so goods going into storage or a closed flat need dry packing and a check within a few weeks.',
      },
      {
        heading: 'Towers, bridges and truck hours',
        body: 'Newer Surat is high-rise: Vesu, Pal and Althan are full of towers where the society books the lift and checks a gate pass. Crossing the river at peak hours can take longer than the rest of the trip, and heavy vehicles face daytime limits on many city roads, so early starts work best. Metro construction on several main roads adds diversions.',
      },
      {
        heading: 'Gujarat border rules',
        body: 'Gujarat is a dry state: no liquor may be carried into it in a household load, and the Achhad checkpost on the Mumbai road is thorough. Going out, the border is no trouble for used household goods, but anything carried for a business needs its own papers.',
      },
    ],
    faqs: [
      {
        q: 'How long does a move from Varachha to Vesu take?',
        a: 'It is across the river and through the middle of the city, so the bridges decide the time. A 2 BHK is packed and delivered in one day if the truck leaves Varachha before the mid-morning rush; starting after noon can push unloading into the evening.',
      },
      {
        q: 'I trade in sarees. Can my stock travel with our household goods?',
        a: 'Yes, packed and listed separately. Business goods worth more than ₹50,000 need an e-way bill and invoices or a delivery challan, which you generate as the owner; household goods go on their own packing list. Mixing the two on one list causes trouble at checkposts.',
      },
      {
        q: 'Can we move during the Diwali vacation?',
        a: 'Yes, but book a few weeks ahead. Many crews go home in that period, and long-distance trucks heading to Saurashtra are full. Local moves within Surat are often easier in those weeks, because the roads are half empty.',
      },
      {
        q: 'Will the truck be stopped at the border on the way to Mumbai?',
        a: 'It may be checked at Achhad, like most goods vehicles. The driver carries the packing list, the consignment note and a copy of your ID, which is all a household load needs. After the border, the truck usually waits for the hours when heavy vehicles may enter Mumbai before it comes to your building.',
      },
    ],
  },
  vadodara: {
    intro:
      'Vadodara, still Baroda to most of the people who live here, was the capital of the Gaekwads, and their planning shows in its broad roads, gardens and the Laxmi Vilas Palace. The Maharaja Sayajirao University draws students from across Gujarat and beyond; the refinery at Koyali, the fertiliser and petrochemical plants on the city’s north side and the GIDC estates at Makarpura, Por and Savli draw engineers and their families. It is smaller and calmer than Ahmedabad, an hour away by expressway, which is exactly why many families choose it. The Vishwamitri river winds through the middle, crocodiles and all, and decides where water collects when the monsoon is heavy.',
    areas: [
      {
        group: 'Old city',
        places: ['Mandvi', 'Raopura', 'Dandia Bazaar', 'Wadi', 'Nyay Mandir', 'Pratapnagar'],
        note: 'Dense pols around the Mandvi gate where only a small vehicle gets close to the door.',
      },
      {
        group: 'West Vadodara',
        places: ['Alkapuri', 'Race Course', 'Akota', 'Gotri', 'Vasna-Bhayli Road', 'Bhayli', 'Sevasi', 'Tandalja'],
        note: 'Most of the new towers and bungalows; Bhayli and Sevasi are growing fastest.',
      },
      {
        group: 'North Vadodara',
        places: ['Sayajigunj', 'Fatehgunj', 'Sama', 'Karelibaug', 'Harni', 'Nizampura', 'Chhani'],
        note: 'Near the university and the Harni airport, with older societies and new flats side by side.',
      },
      {
        group: 'South and east',
        places: ['Manjalpur', 'Makarpura', 'Tarsali', 'Waghodia Road', 'Atladara'],
        note: 'Close to the Makarpura GIDC and NH48, and popular with families working in the estates.',
      },
      {
        group: 'Around Vadodara',
        places: ['Padra', 'Halol', 'Savli', 'Waghodia', 'Karjan', 'Anand'],
        note: 'Halol and Savli are factory towns whose managers often live in the city and drive out.',
      },
    ],
    neighbours: ['ahmedabad', 'ankleshwar', 'surat'],
    commonMoves: [
      {
        to: 'ahmedabad',
        days: [0],
        note: 'An easy run on the Ahmedabad–Vadodara Expressway; graduates moving up to the bigger job market and state government postings.',
      },
      {
        to: 'mumbai',
        days: [1, 2],
        note: 'South on NH48 through Bharuch, Surat and Vapi; stretches of the new Vadodara–Mumbai expressway help as they open.',
      },
      {
        to: 'pune',
        days: [2, 3],
        note: 'Through Surat and Nashik, or by Mumbai and the Expressway; engineers and software staff heading to Pune’s parks.',
      },
      {
        to: 'bengaluru',
        days: [4, 5],
        note: 'The long haul by Pune and NH48; MSU graduates in software and public-sector staff on transfer.',
      },
      {
        to: 'delhi',
        days: [3, 4],
        note: 'By Ahmedabad and Udaipur on NH48, or east through Godhra and Madhya Pradesh; railway, refinery and government transfers.',
      },
    ],
    movingHere: [
      {
        heading: 'The Vishwamitri in flood',
        body: 'Twice in recent years, in 2019 and again in August 2024, very heavy rain sent the Vishwamitri over its banks, flooding colonies along it for days and bringing its crocodiles into the streets. If you are renting near the river or on a ground floor, ask how high the water came in 2024. A move between late June and September should keep a spare day, and the truck should leave early if the roads start to fill.',
      },
      {
        heading: 'Navratri nights',
        body: 'Baroda’s garba is famous across Gujarat, and for nine nights in September or October the big grounds on the western side draw huge crowds from evening until well past midnight. Roads near them are jammed then, but daytime moves are hardly affected. Dussehra, the day after, is a favourite date for moving into a new home, so book early if you want it.',
      },
      {
        heading: 'Students and the university year',
        body: 'MSU’s admissions in June and July bring a wave of small moves: a student’s room into a hostel or a paying-guest flat near Fatehgunj and Sayajigunj, or a faculty family into a campus quarter. A room’s worth of goods fits a small vehicle, and the hostel office will say on which days and hours vehicles may come in.',
      },
      {
        heading: 'Plant and public-sector transfers',
        body: 'The refinery, fertiliser, railway and electricity companies here move staff on transfer, and many of them live in company townships with their own gate passes and handover checks on the quarter. Ask the township office for entry permission for the truck before the day, and settle the electricity and maintenance dues so the clearance is signed before you leave.',
      },
    ],
    faqs: [
      {
        q: 'Can a Vadodara to Ahmedabad move be done in a day?',
        a: 'Yes, usually. Packing a 2 BHK takes the morning, a loaded truck needs under two hours on the expressway, and unloading finishes by evening. Heavy vehicles are restricted on many Ahmedabad roads in the daytime, so the timing is planned around those hours.',
      },
      {
        q: 'Our ground-floor flat in Akota took water in 2024. How do we protect our things if we move in the monsoon?',
        a: 'Pack the lowest shelves and anything on the floor first, raise furniture on bricks while the packing goes on, and keep cartons on a higher floor or in the truck rather than the compound. Everything is wrapped in plastic below the outer packing.',
      },
      {
        q: 'My daughter is joining MS University. Can you move just her room?',
        a: 'Yes. A bed, a study table, a cupboard and cartons of books and clothes are packed the same way as a full home and go in a small vehicle. Check the hostel’s move-in dates first; they are often fixed by the warden.',
      },
      {
        q: 'Is a weekday move out of a house near Mandvi possible?',
        a: 'Yes, if it starts early. The markets of Mandvi, Raopura and Dandia Bazaar fill up by mid-morning with shoppers, scooters and delivery carts, and after that even a small tempo struggles to get through. The crew arrives soon after sunrise, and the loaded tempo meets the main truck on a wider road outside the old city.',
      },
    ],
  },
  ahmedabad: {
    intro:
      'Ahmedabad is Gujarat’s largest city and its commercial capital, and the Sabarmati divides it into two very different halves. East of the river lies the walled old city, India’s first UNESCO World Heritage City, with its pols, carved havelis and bazaars, and beyond it the old mill districts and industrial estates. West of the river are the planned neighbourhoods of Navrangpura and Paldi and, further out along SG Highway, the towers of Bodakdev, Thaltej, Prahlad Nagar and the Bopal–Shela belt. Gandhinagar and GIFT City are half an hour north. People come for trade, finance, pharma and manufacturing; the most common moves out are to Mumbai, Pune and Bengaluru.',
    areas: [
      {
        group: 'Walled city',
        places: ['Manek Chowk', 'Khadia', 'Kalupur', 'Raipur', 'Dariapur', 'Shahpur', 'Jamalpur'],
        note: 'Pols with a single gate and lanes barely wide enough for a handcart; goods are carried to a tempo at the nearest open road.',
      },
      {
        group: 'West of the river',
        places: ['Navrangpura', 'Ellisbridge', 'Paldi', 'Vasna', 'Ambawadi', 'Vastrapur', 'Satellite', 'Prahlad Nagar'],
        note: 'Older bungalows and mid-rise apartments, mostly easy to reach.',
      },
      {
        group: 'SG Highway and the ring road',
        places: ['Bodakdev', 'Thaltej', 'Sola', 'Gota', 'Science City', 'Bopal', 'South Bopal', 'Shela', 'Ambli'],
        note: 'High-rise societies along SG Highway and the SP Ring Road; Shela and South Bopal have the most new flats.',
      },
      {
        group: 'East Ahmedabad',
        places: ['Maninagar', 'Nikol', 'Naroda', 'Vastral', 'Odhav', 'Bapunagar', 'Isanpur', 'Vatva'],
        note: 'Traders and factory staff near the GIDC estates at Odhav, Naroda and Vatva.',
      },
      {
        group: 'North and Gandhinagar',
        places: ['Chandkheda', 'Motera', 'Sabarmati', 'Ranip', 'Gandhinagar', 'GIFT City', 'Kudasan', 'Sargasan'],
        note: 'State government staff and finance firms at GIFT City; cricket match days at Motera jam the whole area.',
      },
    ],
    neighbours: ['vadodara', 'surat', 'gandhidham', 'jamnagar'],
    commonMoves: [
      {
        to: 'mumbai',
        days: [2, 3],
        note: 'Down the expressway to Vadodara and then NH48 past Surat and Vapi; business families with offices in both cities and people taking finance jobs.',
      },
      {
        to: 'pune',
        days: [2, 3],
        note: 'Through Surat and Nashik or by Mumbai; engineers and software staff, and students joining Pune colleges.',
      },
      {
        to: 'bengaluru',
        days: [4, 6],
        note: 'The long road south through Maharashtra and Karnataka; software and start-up jobs take many young Amdavadis there.',
      },
      {
        to: 'delhi',
        days: [3, 4],
        note: 'North on NH48 through Himmatnagar, the Shamlaji border, Udaipur and Jaipur; central government and company transfers.',
      },
      {
        to: 'jaipur',
        days: [2, 3],
        note: 'The same NH48 as far as Jaipur; Rajasthani business families and people moving closer to relatives.',
      },
      {
        to: 'hyderabad',
        days: [4, 5],
        note: 'Pharma companies move chemists and managers between their Gujarat plants and Hyderabad; the truck goes by Pune and Solapur.',
      },
    ],
    movingHere: [
      {
        heading: 'Pols of the old city',
        body: 'A pol is a gated neighbourhood of joined houses around a lane, sometimes with a single entrance, and many of the old homes have narrow wooden stairs and carved doorways. No truck enters; goods are carried out by hand and loaded on a small vehicle outside the pol gate, which needs a quiet hour, ideally early morning, when the lanes are free of two-wheelers and handcarts. Residents of a pol often expect to be told before a move, so speak to your neighbours.',
      },
      {
        heading: 'Summer at 45 degrees',
        body: 'From April to June the afternoon temperature often goes past 43°C and sometimes 46°C. Crews start at first light and aim to have the truck loaded before noon. Keep medicines, cosmetics, candles, photographs and plants with you rather than in a closed truck, and let the fridge stand for a few hours after it arrives before switching it on.',
      },
      {
        heading: 'Uttarayan, Navratri and the Diwali holidays',
        body: 'On 14 and 15 January the whole city is on its terraces flying kites, most work stops, and kite string across the roads is a real hazard; nobody moves house on Uttarayan. Navratri fills the nights for nine days in autumn. After Diwali, shops and many businesses close until Labh Pancham, workers go home to their villages, and crews are hard to find, so book well ahead for late October or November.',
      },
      {
        heading: 'Truck hours and tenant papers',
        body: 'Heavy vehicles are barred from most city roads for much of the day, so long-distance trucks often load in the permitted hours or transfer goods from a smaller vehicle at the ring road. If you are renting, the landlord is expected to register you with the police, and many societies ask for that receipt and a copy of the agreement before the move-in.',
      },
    ],
    faqs: [
      {
        q: 'How long does a move from Maninagar to South Bopal take?',
        a: 'It crosses the river and most of the city, about 25 km, so allow a full day for a 2 BHK. The SP Ring Road is usually quicker for a loaded vehicle than the roads through the middle, and a morning start avoids the worst of the evening traffic on SG Highway.',
      },
      {
        q: 'Is a move to Gandhinagar or GIFT City a local move?',
        a: 'Yes. It is about 30 km, done in one day with no state paperwork. Government quarters in Gandhinagar’s sectors are handed over against an allotment letter, so bring it, and GIFT City’s residential towers have their own entry and lift booking rules.',
      },
      {
        q: 'We are bringing our car from Maharashtra. Does it need new papers?',
        a: 'If you are moving to Gujarat for good, re-register the car here within 12 months. Get a no-objection certificate from your old RTO before leaving, then apply at the Ahmedabad RTO with proof of your new address. Until then, carry the original registration and insurance papers in the car.',
      },
    ],
  },
  ankleshwar: {
    intro:
      'Ankleshwar is an industrial town in Bharuch district on the south bank of the Narmada, and its GIDC estate is one of the largest chemical clusters in Asia: dyes, pharmaceuticals, pesticides and speciality chemicals in hundreds of plants along a grid of estate roads. With the Panoli and Jhagadia estates nearby and the Dahej port and chemical zone across the river, it is a place people are posted to: chemists, process engineers, safety officers and maintenance staff, plus contract workers from across India. The town itself is small, with an older centre near the railway station, colonies around the estate and newer societies on the Valia and Hansot roads. Bharuch, across the bridges, is where many families shop, study and often live.',
    areas: [
      {
        group: 'Ankleshwar town',
        places: ['Station Road', 'Gadkhol', 'Jitali', 'Andada', 'Piraman', 'Kosamdi'],
        note: 'Newer housing societies around Gadkhol Patiya and along the Valia and Hansot roads; older homes near the station.',
      },
      {
        group: 'Industrial estates',
        places: ['GIDC Ankleshwar', 'Panoli', 'Jhagadia'],
        note: 'Plant colonies and staff quarters sit inside or beside the estates; trucks need the colony’s gate permission.',
      },
      {
        group: 'Bharuch and across the Narmada',
        places: ['Bharuch', 'Zadeshwar', 'Bholav', 'Dahej', 'Jambusar'],
        note: 'The river crossing on NH48 decides how long any move between the two banks takes.',
      },
      {
        group: 'Further out',
        places: ['Valia', 'Hansot', 'Rajpipla', 'Kosamba'],
        note: 'Small towns where contract staff often rent rooms; Rajpipla is on the road to the Statue of Unity at Kevadia.',
      },
    ],
    neighbours: ['surat', 'vadodara', 'ahmedabad'],
    commonMoves: [
      {
        to: 'surat',
        days: [0],
        note: 'South on NH48 past Kosamba. Plenty of plant staff move their families to Surat for schools and hospitals and commute to the estate.',
      },
      {
        to: 'vadodara',
        days: [0],
        note: 'North over the Narmada; a common next posting, with the refinery, fertiliser and chemical plants around Vadodara.',
      },
      {
        to: 'ahmedabad',
        days: [0],
        note: 'Many chemical and pharma firms keep their head offices in Ahmedabad; the truck takes NH48 to Vadodara and then the expressway.',
      },
      {
        to: 'mumbai',
        days: [1, 2],
        note: 'Corporate offices and families going back to Mumbai, down NH48 past the Vapi estates and across the Maharashtra border at Achhad.',
      },
      {
        to: 'hyderabad',
        days: [3, 4],
        note: 'Bulk-drug and pharma jobs move chemists between Ankleshwar and Hyderabad’s pharma belt; the route runs by Nashik or Pune and then Solapur.',
      },
    ],
    movingHere: [
      {
        heading: 'Crossing the Narmada',
        body: 'For years the Narmada bridges between Bharuch and Ankleshwar were among the worst bottlenecks on the Mumbai–Delhi highway. The newer, wider bridges have eased things, but an accident, a breakdown or repair work can still back traffic up for hours. Moves between the two banks are planned for the morning, with the evening return of plant buses and goods traffic avoided.',
      },
      {
        heading: 'Company housing and shifts',
        body: 'Many people here live in plant colonies or company-leased flats, and leave them on transfer. Get the estate or colony security to register the truck number and crew before the day, clear the quarter’s electricity and maintenance dues, and book the handover inspection for after the loading. Plants work in shifts, so the estate roads are busiest at shift change; a loading time in between is easier for everyone.',
      },
      {
        heading: 'The 2023 flood and the monsoon',
        body: 'In September 2023, heavy releases from the Sardar Sarovar dam flooded low parts of Bharuch and Ankleshwar, including colonies near the river and the approach roads. The monsoon runs from late June to September and is moderate most years, but when the dam is releasing water, riverside addresses are best left for another day.',
      },
      {
        heading: 'What stays behind',
        body: 'Households in a chemical town sometimes end up with things a mover cannot carry: solvents, acids, cleaning concentrates, pesticide tins from the garden, or paint thinner. These are left behind or disposed of properly. The LPG cylinder is surrendered to the gas agency, which gives a termination voucher for reconnecting in the new city.',
      },
    ],
    faqs: [
      {
        q: 'I have been posted to Dahej. Should we live there, in Bharuch or in Ankleshwar?',
        a: 'Dahej has company townships but few schools and shops, so many families settle in Bharuch, about an hour’s drive away, and the employee commutes, often by company bus. Ankleshwar suits people who will work across both estates. Decide after seeing the schools; we can move you into any of the three.',
      },
      {
        q: 'Our flat is in Bharuch and the new one is in Ankleshwar. Is that a one-day move?',
        a: 'Yes. The distance is small, and the only real question is the bridge. Loading in the morning and crossing before noon usually has the truck unloading by early afternoon.',
      },
      {
        q: 'Can you pack laboratory glassware or a home chemistry set?',
        a: 'Empty, clean glassware, yes, in bubble wrap and strong cartons marked fragile. Anything still containing a chemical cannot travel in a household load; empty it and dispose of it through proper channels before the packing day.',
      },
      {
        q: 'My new job is in Hyderabad’s pharma belt. How long will our goods take?',
        a: 'Usually three to four days door to door. The truck goes south through Maharashtra and enters Telangana on the Solapur road. Most pharma units are on the northern and western edges of Hyderabad, so renting near your plant saves the truck a crossing of the city as well.',
      },
    ],
  },
  jamnagar: {
    intro:
      'Jamnagar, on the Gulf of Kutch in Saurashtra, was the capital of the Jadeja rulers of Nawanagar, and its walled core around Darbargadh, Lakhota lake and the bandhani bazaars still feels like an old princely town. Its modern growth has two sources. One is brass: thousands of small units make fittings and parts sold around the world, which earned it the name Brass City. The other is oil, with the vast refinery complexes at Motikhavdi and Vadinar to the west. The Army, Navy and Air Force all have stations here, so service families come and go every year. The city is low-rise and spread out, mostly bungalows and small apartment buildings, with company townships out by the refineries.',
    areas: [
      {
        group: 'Old city',
        places: ['Darbargadh', 'Chandi Bazaar', 'Bedi Gate', 'Lakhota'],
        note: 'Market lanes around the old palace; loading early, before the shops open, keeps things simple.',
      },
      {
        group: 'Newer colonies',
        places: [
          'Patel Colony',
          'Park Colony',
          'Digvijay Plot',
          'Ranjit Sagar Road',
          'Khodiyar Colony',
          'Airport Road',
        ],
        note: 'Bungalows and small apartment blocks on wide roads, where a truck can usually stand at the gate.',
      },
      {
        group: 'Brass and industry',
        places: ['Shankar Tekri', 'Dared', 'Udyognagar', 'Bedi'],
        note: 'The brass-parts estates and the old Bedi port area; owners often live in the colonies nearby.',
      },
      {
        group: 'Refinery belt and district towns',
        places: ['Motikhavdi', 'Sikka', 'Vadinar', 'Khambhalia', 'Lalpur', 'Dhrol', 'Kalavad'],
        note: 'Refinery staff mostly live in company townships 30 to 60 km west of the city, each with its own security office.',
      },
    ],
    neighbours: ['ahmedabad', 'gandhidham'],
    commonMoves: [
      {
        to: 'ahmedabad',
        days: [1, 2],
        note: 'Through Rajkot and on towards Ahmedabad; students, state government transfers and families moving to the bigger city.',
      },
      {
        to: 'mumbai',
        days: [2, 3],
        note: 'Refinery and petrochemical staff posted to head offices in Mumbai and Navi Mumbai; by Rajkot, Ahmedabad and then NH48 south.',
      },
      {
        to: 'vadodara',
        days: [1, 2],
        note: 'Engineers moving between Jamnagar’s refineries and the plants around Vadodara, along the Rajkot–Ahmedabad highway and the expressway.',
      },
      {
        to: 'surat',
        days: [2, 3],
        note: 'Saurashtra families going to Surat for the diamond and textile trades, and others coming back home; heavy before Diwali.',
      },
      {
        to: 'delhi',
        days: [4, 6],
        note: 'Service families posted north, and refinery staff moving to corporate offices in the capital region; via Ahmedabad, Udaipur and Jaipur.',
      },
    ],
    movingHere: [
      {
        heading: 'Salt air, wind and cyclones',
        body: 'Being on the coast, Jamnagar’s air is salty, and iron almirahs, cycles, appliance bodies and tools rust faster than inland. Wipe metal items dry before packing, and do not leave them in damp cartons. May and June are hot and windy, and the Arabian Sea cyclone seasons, around May to June and again in October and November, occasionally bring storms to this coast, as Tauktae did in 2021 and Biparjoy in 2023. When a cyclone warning is out, moves wait until it passes.',
      },
      {
        heading: 'Service postings',
        body: 'With the Army, the Navy’s training establishment INS Valsura and an Air Force station all in or near the city, postings bring a regular flow of defence families, many of them in the summer months when children change schools. Entry to a cantonment or station needs a vehicle pass arranged through your unit, with the truck number and the crew’s ID; give your unit’s office the details we send you as soon as the date is fixed.',
      },
      {
        heading: 'Refinery townships',
        body: 'Moving in or out of a refinery township is more like moving out of an airport than a colony: security checks the truck, the driver and every crew member against a list, and smoking and lighters are forbidden anywhere near the plant. Ask the township’s administration how many days ahead they need names, and whether trucks are allowed only at certain hours.',
      },
      {
        heading: 'Light rain, sudden floods',
        body: 'The monsoon, from late June to September, is lighter here than in south Gujarat, and many months are dry and dusty. When heavy rain does come, as in September 2021, low roads and colonies flood quickly because the ground cannot take it in. Keep a flexible date if rain is forecast, and cover mattresses and sofas against the dust in the dry months.',
      },
    ],
    faqs: [
      {
        q: 'How long does a move to Ahmedabad take?',
        a: 'It is about 300 km through Rajkot, so goods loaded in the morning usually arrive that night or early the next day. Ahmedabad restricts heavy vehicles on many roads during the day, so unloading is often planned for the next morning.',
      },
      {
        q: 'We have been asked to live in the refinery township. Can we bring our own furniture?',
        a: 'Yes. Ask the housing office what comes with the flat, since some company flats are partly furnished, and measure the rooms and the staircase before bringing a large sofa or wardrobe. Whatever will not fit can go to storage or to family. The truck goes in once the township confirms the entry pass.',
      },
      {
        q: 'Is there anything special about moving brass or copper items?',
        a: 'Brass utensils, lamps and idols are heavy for their size, so they are packed in small, strong cartons rather than big ones, wrapped in paper so they do not scratch each other. Clean and dry them first in this salty climate, or they tarnish in the carton.',
      },
    ],
  },
};
