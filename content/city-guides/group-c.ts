import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group C (see ./index.ts). */
export const guidesC: Partial<Record<CitySlug, CityGuideInput>> = {
  mumbai: {
    intro:
      'Mumbai is a long, narrow city squeezed between the sea and the creeks, so a move here is planned by the hour rather than the kilometre. Three spines carry almost everything: the Western Express Highway, the Eastern Express Highway and the road through the island city. Nearly every home is a flat in a co-operative housing society, from pre-war buildings in Girgaon and Dadar to forty-storey towers in Powai, Thane and Goregaon. People arrive from every state for work in finance, trade, shipping and films, leave for Pune, Bengaluru and Hyderabad when a job takes them, and move within the city whenever an eleven-month leave and licence agreement runs out. Crossing the city with a loaded truck can take as long as the drive to Pune.',
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
        transit: 'same day',
        note: 'The busiest route out of Mumbai, for jobs in Hinjewadi, Kharadi and the Chakan plants. Trucks take the Expressway over the Khandala ghat, which slows in monsoon fog.',
      },
      {
        to: 'bengaluru',
        transit: '3–5 days',
        note: 'NH48 through Satara, Kolhapur, Belagavi and Hubli. Software, start-up and banking people move both ways between the two cities all year.',
      },
      {
        to: 'hyderabad',
        transit: '2–3 days',
        note: 'Via Pune and Solapur on NH65, entering Telangana past Zaheerabad; common for IT, pharma and bank transfers.',
      },
      {
        to: 'delhi',
        transit: '5–7 days',
        note: 'North on NH48 through Gujarat and Rajasthan, past the Achhad and Shamlaji checkposts; government and head-office transfers make up much of it.',
      },
      {
        to: 'ahmedabad',
        transit: '2–3 days',
        note: 'Up NH48 by Vapi and Surat. Gujarati families go home and traders shift between the two business cities; remember Gujarat is a dry state, so no liquor in the load.',
      },
      {
        to: 'goa',
        transit: '2–3 days',
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
        body: 'Ganeshotsav in August or September closes roads in Lalbaug, Parel and Girgaon, and on Anant Chaturdashi the immersion routes to Girgaon Chowpatty and Juhu are shut for most of the day; keep island-city moves away from those dates. Because most rentals run on eleven-month agreements, the last and first days of every month are the busiest for local shifting, and May and early June bring families moving before schools reopen. Book a week or two ahead for those windows.',
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
        transit: 'same day',
        note: 'Supply-chain and warehouse staff moving to Chakan and the parks around Pune; the truck goes through Shil Phata and Panvel to the Expressway.',
      },
      {
        to: 'nashik',
        transit: 'same day',
        note: 'Either up the old highway by Shahapur and the Kasara ghat, or along the Samruddhi Mahamarg, whose western end is at Amane just outside Bhiwandi. The ghat is slow in monsoon fog.',
      },
      {
        to: 'surat',
        transit: '1–2 days',
        note: 'Loom owners and weavers shift between the two textile towns on NH48. Liquor cannot cross into Gujarat, and the checks at Achhad are thorough.',
      },
      {
        to: 'varanasi',
        transit: '5–7 days',
        note: 'Families from eastern Uttar Pradesh heading home after years in Bhiwandi; the long run north goes through Nashik and Madhya Pradesh.',
      },
      {
        to: 'delhi',
        transit: '5–7 days',
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
        transit: 'same day',
        note: 'Job changes send people back and forth constantly. The truck takes the Expressway and enters by Panvel and Vashi or by Thane, whichever suits the address.',
      },
      {
        to: 'bengaluru',
        transit: '3–4 days',
        note: 'The main IT route south: NH48 through Satara, Kolhapur, Belagavi and Hubli, crossing into Karnataka at the Kognoli check post near Nipani.',
      },
      {
        to: 'hyderabad',
        transit: '2–3 days',
        note: 'Through Solapur on NH65, a quieter road than the Bengaluru run; IT, pharma and defence families move on it regularly.',
      },
      {
        to: 'delhi',
        transit: '5–7 days',
        note: 'Defence, government and corporate transfers, mostly. Trucks head north through Madhya Pradesh or go by Mumbai and NH48 through Gujarat and Rajasthan.',
      },
      {
        to: 'nagpur',
        transit: '2–3 days',
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
};
