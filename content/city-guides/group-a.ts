import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group A (see ./index.ts). */
export const guidesA: Partial<Record<CitySlug, CityGuideInput>> = {
  delhi: {
    intro:
      'Delhi holds about two crore people over some fifteen hundred square kilometres, and how a move goes here depends on which Delhi you live in. South and West Delhi are mostly builder floors and old DDA flats; North Delhi has the university and the coaching belts; East Delhi lies across the Yamuna beside Noida; the walled city is still a maze of bazaars. People leave mainly for jobs in Bengaluru, Hyderabad and Mumbai or to go home to UP, Bihar and Punjab, while government officers arrive and depart on transfer every summer.',
    areas: [
      {
        group: 'South Delhi',
        places: [
          'Saket',
          'Malviya Nagar',
          'Greater Kailash',
          'Lajpat Nagar',
          'Defence Colony',
          'Hauz Khas',
          'Kalkaji',
          'Vasant Kunj',
          'Sarita Vihar',
        ],
        note: 'Mostly builder floors and kothis inside gated colonies whose RWA guards close some gates at night; Vasant Kunj and Sarita Vihar add DDA and society flats.',
      },
      {
        group: 'West Delhi',
        places: [
          'Janakpuri',
          'Vikaspuri',
          'Rajouri Garden',
          'Tilak Nagar',
          'Punjabi Bagh',
          'Paschim Vihar',
          'Moti Nagar',
          'Kirti Nagar',
        ],
        note: 'Punjabi Bagh and Paschim Vihar have large plotted houses; in Janakpuri and Vikaspuri many old DDA homes have been rebuilt as four-storey floors over stilt parking.',
      },
      {
        group: 'North Delhi',
        places: [
          'Rohini',
          'Pitampura',
          'Shalimar Bagh',
          'Model Town',
          'Mukherjee Nagar',
          'Kamla Nagar',
          'GTB Nagar',
          'Burari',
        ],
        note: 'Around North Campus and Mukherjee Nagar a typical job is a student room: a bed, a table, books and a cooler, often three floors up.',
      },
      {
        group: 'East Delhi',
        places: [
          'Mayur Vihar',
          'Patparganj',
          'IP Extension',
          'Laxmi Nagar',
          'Preet Vihar',
          'Shahdara',
          'Dilshad Garden',
        ],
        note: 'The group-housing societies of IP Extension and Patparganj are minutes from the Noida and Ghaziabad borders, so plenty of moves from here cross into UP.',
      },
      {
        group: 'Central and Old Delhi',
        places: [
          'Karol Bagh',
          'Rajinder Nagar',
          'Patel Nagar',
          'Paharganj',
          'Chandni Chowk',
          'Daryaganj',
          'Civil Lines',
        ],
      },
    ],
    neighbours: ['dwarka', 'noida', 'gurgaon', 'ghaziabad'],
    commonMoves: [
      {
        to: 'bengaluru',
        km: 2100,
        days: [6, 8],
        note: "Delhi's longest regular route, about 2,100 km down NH44 by way of Gwalior, Nagpur and Hyderabad, travelled mostly by software and start-up staff changing jobs.",
      },
      {
        to: 'mumbai',
        km: 1400,
        days: [4, 6],
        note: 'Roughly 1,400 km on NH48 through Jaipur and Ahmedabad, or on the open stretches of the new Delhi–Mumbai Expressway; finance and media jobs pull most of these families.',
      },
      {
        to: 'hyderabad',
        days: [5, 7],
        note: 'IT and pharma people moving to Hitec City and Gachibowli make up most of this traffic; April and May loads cross central India in fierce heat, so pack electronics well.',
      },
      {
        to: 'chandigarh',
        km: 250,
        days: [1, 2],
        note: 'About 250 km up the Grand Trunk Road past Panipat and Ambala; the truck often loads in the evening and unloads in Chandigarh, Mohali or Panchkula next morning.',
      },
      {
        to: 'patna',
        km: 1000,
        days: [3, 5],
        note: 'Around 1,000 km east through Uttar Pradesh. Families heading home to Bihar fill this route, and the weeks before Chhath are the hardest to book.',
      },
    ],
    movingHere: [
      {
        heading: 'Builder floors, narrow stairs and the rope over the balcony',
        body: 'Much of South and West Delhi has been rebuilt as builder floors: four storeys on a small plot, a stilt car park, a staircase barely wide enough for two men and a lift, if there is one, that holds four people. A three-seater sofa, a king-size bed or a double-door fridge often cannot turn on those stairs, so Delhi movers hoist them over the balcony with ropes. It is routine work, but it needs a clear balcony, extra hands and a word with the colony guard so the lane stays free for twenty minutes. When you ask for a quote, tell us the floor and whether there is a lift.',
      },
      {
        heading: 'When trucks may enter, and bad-air days',
        body: "Large goods vehicles are usually kept off Delhi's roads for most of the day and come in at night, so an intercity truck tends to load late in the evening or at first light. Daytime shifting inside the city runs on smaller tempos, and even these face peak-hour limits on some roads. Between November and January, when the air turns severe, the Graded Response Action Plan can stop older diesel trucks entering Delhi for days at a stretch; if your move falls in that season, leave a day or two of slack in your dates.",
      },
      {
        heading: 'The walled city and the coaching belts',
        body: 'In Chandni Chowk, Sitaram Bazar or Ballimaran the lanes are too tight even for a tempo. Porters carry goods out on foot or on hand carts to a vehicle parked near the main road, which takes longer and needs a bigger crew. North Campus, Mukherjee Nagar, Old Rajinder Nagar and Laxmi Nagar have the opposite pattern: hundreds of small moves by students and aspirants out of PG rooms at the top of narrow buildings, all bunched around admissions, results and exam dates.',
      },
      {
        heading: 'Forty-five degrees, flooded underpasses, then fog',
        body: 'May and June regularly cross 45°C. Packing in that heat is slow, and candles, cosmetics and medicines are better in your own bag than in a closed truck. The monsoon reaches Delhi around the end of June and a heavy shower can flood underpasses within the hour, which holds up vehicles more than the rain itself. December and January bring thick fog to every highway out of the city; drivers slow right down or halt at night, and a delivery to Chandigarh or Lucknow can slip by half a day.',
      },
    ],
    faqs: [
      {
        q: 'My Delhi car is more than ten years old. Can I take it with me?',
        a: 'Delhi does not let diesel cars over ten years or petrol cars over fifteen run on its roads, but many other states will still register them. Apply to your Delhi RTO for a no-objection certificate before you go, keep it with the RC and insurance, and register the car afresh in the new state. It travels on our carrier rather than being driven out.',
      },
      {
        q: 'Is a move from South Delhi to Noida or Gurgaon treated as local?',
        a: 'Yes. It is a same-day job in one vehicle even though it crosses into Uttar Pradesh or Haryana, and your own used household goods need no e-way bill. If your Delhi-registered car will stay in Noida or Gurgaon for more than a year, it has to be re-registered in that state.',
      },
      {
        q: 'Which days are easiest for shifting within Delhi?',
        a: 'Weekdays in the middle of the month. Month-end Saturdays and Sundays are when most leases change hands and colony guards are busiest. Avoid the fortnight before Diwali, when shoppers in Lajpat Nagar, Karol Bagh and Sarojini Nagar jam the roads, and ask whether your colony restricts shifting after dark.',
      },
    ],
  },
  dwarka: {
    intro:
      "Dwarka is a planned sub-city in Delhi's south-west corner, built by the DDA from the 1990s on farmland beside the airport. Its numbered sectors sit on a grid, each with cooperative group housing societies, DDA flats and a local market, and the Blue Line of the metro runs through the middle. Many residents work at or around the airport, in Gurgaon's offices just over the border, or in government and the armed forces, so moves here follow postings, airline rosters and job changes more than the school calendar.",
    areas: [
      {
        group: 'Sectors 1 to 10',
        places: ['Sector 1', 'Sector 3', 'Sector 4', 'Sector 6', 'Sector 7', 'Sector 10', 'Palam Extension'],
        note: 'The oldest sectors, near Dwarka Mor and Palam, where many societies are mid-rise blocks whose original lifts are too small for a wardrobe.',
      },
      {
        group: 'Sectors 11 to 23',
        places: ['Sector 11', 'Sector 12', 'Sector 13', 'Sector 19', 'Sector 21', 'Sector 22', 'Sector 23'],
        note: 'Sector 21 is where the Airport Express line meets the Blue Line, and the Yashobhoomi convention centre has come up beyond it in Sector 25.',
      },
      {
        group: 'Around Dwarka',
        places: ['Uttam Nagar', 'Mohan Garden', 'Dwarka Mor', 'Najafgarh', 'Kakrola', 'Matiala', 'Bijwasan'],
        note: 'Uttam Nagar, Mohan Garden and Kakrola are dense colonies a truck cannot enter, so goods are shuttled to the main road in a small vehicle.',
      },
      {
        group: 'Dwarka Expressway, Gurgaon side',
        places: ['Sector 102', 'Sector 103', 'Sector 106', 'Sector 109', 'Sector 110', 'Sector 113'],
        note: "High-rise towers a few kilometres from Dwarka's southern sectors, but in Haryana.",
      },
    ],
    neighbours: ['delhi', 'gurgaon'],
    commonMoves: [
      {
        to: 'gurgaon',
        days: [0],
        note: "Dwarka's most frequent move by far: over the border by the Dwarka Expressway or Kapashera to Gurgaon's towers and DLF phases, usually for a job in Cyber City or Udyog Vihar.",
      },
      {
        to: 'noida',
        km: 45,
        days: [0],
        note: 'Right across Delhi, some 45 km. A big vehicle makes the crossing at night; in daylight the goods go in smaller tempos, along roughly the same line as the Blue Line.',
      },
      {
        to: 'bengaluru',
        days: [6, 8],
        note: 'Airline, IT and start-up people move on this route often, sending the household by road and flying down themselves a few days later.',
      },
      {
        to: 'mumbai',
        days: [4, 6],
        note: 'Cabin crew and pilots changing base use it, as do families following finance jobs; the truck joins NH48 near the airport and runs through Jaipur and Ahmedabad.',
      },
      {
        to: 'jaipur',
        km: 270,
        days: [1, 2],
        note: 'About 270 km down NH48 past the Kherki Daula toll and Neemrana, taken by families with roots in Rajasthan and officers posted to the state capital.',
      },
    ],
    movingHere: [
      {
        heading: 'Society flats and their managing committees',
        body: 'Most Dwarka homes are in cooperative group housing societies, each run by an elected managing committee. Before you move out, the committee usually wants maintenance dues settled and issues a written gate pass; tenants may also need a letter from the owner. Many societies fix shifting hours and reserve the lift for a set slot, and in older buildings an almirah or a double bed may have to come down the stairs in parts. Ask the society office about its rules a week before your date.',
      },
      {
        heading: 'Crossing into Haryana without going far',
        body: "A move from Dwarka to a tower on the Dwarka Expressway covers only a few kilometres, yet it takes your household from Delhi into Haryana. No e-way bill is needed for a family's used belongings, but a car kept in Gurgaon beyond twelve months has to be registered in Haryana, with an NOC from the Delhi transport department. Electricity and piped gas come from different companies on each side, so book final and opening meter readings well ahead.",
      },
      {
        heading: 'Airport roads, rain at Dwarka Mor and winter fog',
        body: 'The roads that link Dwarka to Gurgaon and Delhi carry airport traffic at every hour. The morning and evening rush along Najafgarh Road and at Dwarka Mor can double a crossing that takes twenty minutes at noon, and the Dwarka Mor stretch is known for standing water after monsoon downpours. In December and January the same fog that delays flights slows trucks on NH48 and the expressways, so long-distance deliveries in those weeks need a day in hand.',
      },
    ],
    faqs: [
      {
        q: 'We are shifting from a Dwarka society to a tower on the Dwarka Expressway. Do we need permission at both ends?',
        a: "Usually yes: a gate pass and dues clearance from your Dwarka society, and move-in approval from the new tower's maintenance office, which tends to book the service lift for a fixed slot and may ask for your lease or sale deed. Share both slots with us and we plan the vehicle around them.",
      },
      {
        q: 'I fly on a roster and may be away. Can the packing or delivery happen without me?',
        a: 'Yes, if someone you trust is there to hand over keys and sign the inventory at each end. Plenty of Dwarka residents who fly for a living leave a family member or neighbour in charge, and the signed list tells you exactly what was packed and what arrived.',
      },
      {
        q: 'Can a full-size truck come into Dwarka in the daytime?',
        a: "Dwarka is part of Delhi, so Delhi's limits on heavy goods vehicles apply here too. Long-distance trucks generally reach Dwarka late in the evening, load, and are on NH48 before the morning rush; daytime moves within the sub-city use tempos.",
      },
      {
        q: 'Are the DDA flats in Dwarka easy to move in and out of?',
        a: "Many of DDA's own Dwarka flats are walk-up blocks of three or four floors, so there is no lift to book, but every carton goes by the stairs. Heavy pieces need extra men, and a large sectional sofa may not clear the landing; measure it against the stairwell before moving day.",
      },
    ],
  },
  noida: {
    intro:
      "Noida was set up in 1976 as an industrial township on Delhi's south-eastern border, in Uttar Pradesh, and has grown into one of the country's biggest office and housing markets. Everything goes by sector number: low-rise authority housing in the old sectors near Delhi, the institute and IT cluster of Sectors 62 and 63, factories in Phase 1 and Phase 2, and a long line of towers on the Noida–Greater Noida Expressway. Most newcomers arrive for IT, media and electronics jobs; most who leave are changing jobs to Bengaluru, Pune or Hyderabad, or moving within NCR when a lease ends.",
    areas: [
      {
        group: 'Old Noida sectors',
        places: [
          'Sector 15',
          'Sector 15A',
          'Sector 19',
          'Sector 26',
          'Sector 27',
          'Sector 29',
          'Sector 37',
          'Sector 50',
        ],
        note: 'Authority-built houses and kothis on broad internal roads, close to the DND Flyway and the Delhi border.',
      },
      {
        group: 'Central Noida',
        places: ['Sector 18', 'Sector 62', 'Sector 63', 'Sector 74', 'Sector 76', 'Sector 78', 'Sector 120'],
        note: 'Shops and offices around Sector 18, the institutes and IT firms of Sector 62, and mid-rise societies in the seventies sectors.',
      },
      {
        group: 'Expressway belt',
        places: ['Sector 93', 'Sector 128', 'Sector 135', 'Sector 137', 'Sector 143', 'Sector 150'],
        note: 'Towers of twenty to forty floors with strict service-lift slots, with some of the largest IT campuses in between.',
      },
      {
        group: 'Urban villages',
        places: ['Harola', 'Morna', 'Mamura', 'Bhangel', 'Chhalera', 'Hoshiyarpur'],
        note: 'Old village settlements now surrounded by sectors and full of PG rooms; the lanes are narrow, so small vehicles carry goods out.',
      },
    ],
    neighbours: ['delhi', 'greaternoida', 'ghaziabad', 'faridabad'],
    commonMoves: [
      {
        to: 'gurgaon',
        days: [0],
        note: 'The classic NCR job switch, across Delhi by the DND Flyway and Ashram or by Kalindi Kunj; a whole-house load normally crosses after dark.',
      },
      {
        to: 'lucknow',
        km: 500,
        days: [1, 2],
        note: 'About 500 km on the Yamuna and Agra–Lucknow expressways, one of the smoothest long runs out of NCR, used by state-government and bank families and by people going home to Awadh.',
      },
      {
        to: 'patna',
        days: [3, 4],
        note: "A large part of Noida's factory and office workforce comes from Bihar. The route crosses eastern UP, and loads rise before Chhath and at the start of the school year.",
      },
      {
        to: 'bengaluru',
        days: [6, 8],
        note: 'Mostly IT staff trading one campus for another; the truck heads south past Agra, Jhansi and Nagpur and reaches Bengaluru in about a week.',
      },
      {
        to: 'pune',
        km: 1450,
        days: [4, 6],
        note: 'Engineers bound for Hinjewadi, Magarpatta and Kharadi take this route through Madhya Pradesh, roughly 1,450 km.',
      },
    ],
    movingHere: [
      {
        heading: 'Gate passes, AOAs and lift slots',
        body: "Nearly every Noida society is run by an apartment owners' association or the builder's maintenance agency, and the guards will not let a loaded vehicle leave without a gate pass. To get one you normally need maintenance paid up to date and, if you rent, a letter from your landlord. Service-lift slots in the Expressway towers are booked a few days ahead, usually for a fixed weekday window, and a few societies take a refundable deposit. On the way in, many also ask for the tenant's police verification, which landlords in Uttar Pradesh are expected to get done.",
      },
      {
        heading: 'Crossing into Delhi, and getting around inside Noida',
        body: 'Noida has three main doors into Delhi: the DND Flyway, the Chilla crossing at Mayur Vihar and the Kalindi Kunj bridge. Because Delhi admits full-size trucks mainly at night, a move from Noida to Gurgaon in one big vehicle usually loads in the afternoon and crosses at night, or goes in two tempos by daylight. Within Noida the wide sector roads are easy; the slow spots are Sector 18 on market evenings, Film City and the Expressway ramps at office hours.',
      },
      {
        heading: 'Laptops, LED panels and a hot truck',
        body: 'Noida summers are dry and fierce, and a closed truck in June is hard on laptops, television panels and anything with a battery. Keep electronics in their original boxes if you still have them, and take chargers, hard drives and medicines in your own car. July and August showers water-log the Expressway service lanes and some low sectors for a few hours; December fog then slows trucks on the Yamuna Expressway towards Agra and Lucknow.',
      },
    ],
    faqs: [
      {
        q: 'Our flat in a new tower has only just been handed over. What should we check before moving in?',
        a: 'Fresh handovers are common in Noida, and a new tower may have its service lift, parking and internal roads only partly ready. Visit first, get the move-in permission from the maintenance office in writing, and check that your largest piece fits the lift and the door. Big furniture can stay unassembled until the society allows carpentry work.',
      },
      {
        q: 'Do I need an e-way bill to move from Noida to Bengaluru?',
        a: 'Not for your own used household goods: personal and household effects are exempt. You do need one for business goods, such as shop stock or office equipment worth more than ₹50,000 in a consignment. For a household move you get a consignment note and a packing list, and you sign a short declaration that the goods are your own.',
      },
      {
        q: 'Which parts of Noida are hardest for a truck?',
        a: 'The urban villages such as Harola, Mamura and Bhangel, where lanes are narrow and two-wheelers line both sides, and Sector 18 on a busy evening. Elsewhere the sector roads are wide, though some Expressway towers let goods vehicles in only at a rear service gate.',
      },
      {
        q: 'When is Noida busiest for moving?',
        a: 'The last and first weeks of every month, when leases turn over, and April to June, when job changes and school admissions coincide. Weekend lift slots in the Expressway towers go first because residents work on weekdays; a Tuesday or Wednesday is often easier to get.',
      },
    ],
  },
  greaternoida: {
    intro:
      'Greater Noida was planned in the 1990s as a roomier neighbour to Noida, and it shows: arterial roads up to 130 metres wide, sectors named after Greek letters, green belts and few traffic lights. It has three distinct parts: the original sectors around Pari Chowk, the colleges of Knowledge Park, and Greater Noida West, the dense belt of high-rise societies most people still call Noida Extension. Moves here come from new flats being handed over, students arriving at and leaving the universities, and staff of the factories at Kasna, Surajpur and Ecotech.',
    areas: [
      {
        group: 'Original sectors',
        places: ['Alpha 1', 'Alpha 2', 'Beta 1', 'Beta 2', 'Gamma 1', 'Gamma 2', 'Delta 1', 'Omicron 1', 'Pi 1'],
        note: 'Plotted houses and low-rise authority flats around Pari Chowk and the Jagat Farm market in Gamma 1, on quiet roads where a truck parks at the door.',
      },
      {
        group: 'Greater Noida West (Noida Extension)',
        places: ['Gaur City', 'Techzone 4', 'Sector 1', 'Bisrakh', 'Shahberi'],
        note: 'Towers of fifteen to thirty floors, closer to Noida and Ghaziabad than to Pari Chowk, which is about twenty kilometres away.',
      },
      {
        group: 'Knowledge Park and the factories',
        places: ['Knowledge Park I', 'Knowledge Park II', 'Knowledge Park III', 'Kasna', 'Surajpur', 'Ecotech 3'],
        note: 'Colleges, hostels and PG blocks sit around India Expo Mart in Knowledge Park II; Kasna, Surajpur and the Ecotech estates hold the factories.',
      },
      {
        group: 'Towards Dadri and Jewar',
        places: ['Jaypee Greens', 'Dadri', 'Dankaur', 'Jewar'],
      },
    ],
    neighbours: ['noida', 'ghaziabad', 'delhi', 'agra'],
    commonMoves: [
      {
        to: 'delhi',
        km: 40,
        days: [0],
        note: 'About 40 km into Delhi by the Noida–Greater Noida Expressway and the DND, or from the West side through NH24; a whole-house load often enters Delhi in the evening.',
      },
      {
        to: 'lucknow',
        km: 480,
        days: [1, 2],
        note: 'The Yamuna Expressway starts at Pari Chowk, so Greater Noida is the natural start of the run to Lucknow: roughly 480 km of expressway with tolls and no city traffic.',
      },
      {
        to: 'agra',
        km: 160,
        days: [0],
        note: 'About 160 km down the Yamuna Expressway, a long working day for a loaded truck; families with ties to Agra, Mathura and Aligarh are the usual movers.',
      },
      {
        to: 'patna',
        days: [3, 4],
        note: 'Graduates finishing at Knowledge Park and factory workers returning to Bihar use this route. October and early November, the Chhath season, fill first.',
      },
      {
        to: 'bengaluru',
        days: [6, 8],
        note: 'Graduates of the Knowledge Park colleges and young IT staff heading south; the truck takes the Yamuna Expressway to Agra before turning down NH44.',
      },
    ],
    movingHere: [
      {
        heading: 'Possession moves in Greater Noida West',
        body: 'A large share of moves here are into flats just handed over, sometimes years after booking. A new tower may have one working service lift, unfinished internal roads and a maintenance office still writing its rules, and a few societies have run on temporary power connections for months. Visit before the day, get the move-in slip in writing, and check that the lift works and that a truck can reach your tower entrance. Where the lift is not ready, heavy pieces go up by hand and we plan extra men for it.',
      },
      {
        heading: 'Wide roads, long distances and Greek letters',
        body: 'In the old sectors, roads are wide and parking is easy, so loading is quick. The catch is distance: Gaur City to Knowledge Park is a proper drive, autos are scarce at night, and many addresses go by sector, block and plot rather than landmark. Send your full address with the plot number and a map pin, so the crew does not spend half an hour in Gamma 2 when you live in Gamma 1.',
      },
      {
        heading: 'Semester moves and auspicious dates',
        body: 'Knowledge Park and the universities along the Yamuna Expressway fill and empty on the academic calendar. June and July bring students with trunks, mattresses and coolers; May and December see hostels and PG rooms cleared after exams. Families taking possession of new flats often time the griha pravesh for Navratri, Dhanteras or Diwali, so October and November weekends are booked early.',
      },
      {
        heading: 'Expressway fog and summer loading',
        body: 'Thick fog settles on the Yamuna Expressway most winters, and the authority lowers its speed limits from mid-December to mid-February. Trucks bound for Agra, Lucknow or further south go slower and sometimes wait out the worst hours, so allow an extra half day. Summer is the opposite trouble: loading in 45°C in May and June tires the crew and heats electronics, so early-morning starts work best.',
      },
    ],
    faqs: [
      {
        q: 'Is Greater Noida West part of Noida or Greater Noida?',
        a: 'It falls under the Greater Noida authority, though everyone calls it Noida Extension and many addresses simply say Noida. For a move it matters little: it lies between Noida, Ghaziabad and the old Greater Noida sectors, and most moves from there are short hops to another tower or to an office in Noida.',
      },
      {
        q: "Our builder has handed over, but there is no owners' association yet. Who allows the move-in?",
        a: "Until an apartment owners' association takes charge, the builder's maintenance agency does. It usually asks for the possession letter, proof that maintenance is paid and the vehicle number, then books the service lift for a slot. Get that slot in writing, because guards change shifts and rarely pass on a verbal message.",
      },
      {
        q: 'How do you move a student out of a Knowledge Park hostel?',
        a: 'Most hostel and PG moves are a few cartons, a mattress, a study table, a cycle and perhaps a cooler, so a small vehicle or a part-load is enough. If the student is going home to another state, the goods can ride in a shared truck to keep the cost down; a full truck only makes sense for a family.',
      },
    ],
  },
  ghaziabad: {
    intro:
      "Ghaziabad, on Delhi's eastern edge, is really two towns divided by the Hindon river. Trans-Hindon, meaning Indirapuram, Vaishali, Vasundhara and Kaushambi, is a commuter belt of societies and authority flats that faces Delhi and Noida; the old city on the other bank has the markets, plotted colonies and the railway junction. Newer towers spread along the Meerut road at Raj Nagar Extension and along NH9 at Crossings Republik. Families come for homes that cost less than in Delhi or Noida, and leave for jobs further afield or to return to western UP.",
    areas: [
      {
        group: 'Trans-Hindon',
        places: [
          'Indirapuram',
          'Vaishali',
          'Vasundhara',
          'Kaushambi',
          'Sahibabad',
          'Shalimar Garden',
          'Rajendra Nagar',
        ],
        note: 'Indirapuram is laid out in khands (Niti Khand, Shakti Khand, Ahimsa Khand) and Vaishali and Vasundhara in sectors, all minutes from the Delhi border at Anand Vihar and UP Gate.',
      },
      {
        group: 'Old Ghaziabad',
        places: [
          'Raj Nagar',
          'Kavi Nagar',
          'Nehru Nagar',
          'Shastri Nagar',
          'Govindpuram',
          'Lohia Nagar',
          'Turab Nagar',
        ],
        note: 'Plotted houses and busy markets; around Ghantaghar and Turab Nagar the lanes suit a tempo better than a truck.',
      },
      {
        group: 'New towers beyond the Hindon',
        places: ['Raj Nagar Extension', 'Crossings Republik', 'Siddharth Vihar', 'Pratap Vihar', 'Vijay Nagar'],
        note: 'Mostly high-rise societies on the Meerut road and NH9, many of them handed over in the last ten years.',
      },
      {
        group: 'Beyond the city',
        places: ['Loni', 'Modinagar', 'Muradnagar', 'Dasna', 'Hapur'],
      },
    ],
    neighbours: ['noida', 'delhi', 'meerut', 'greaternoida'],
    commonMoves: [
      {
        to: 'noida',
        days: [0],
        note: "Short hops to Noida's offices by the NH24 link or through Sector 62, often a family moving nearer a new job. Both are in UP, so there is no border and no Delhi truck timing to plan around.",
      },
      {
        to: 'lucknow',
        km: 500,
        days: [1, 2],
        note: 'About 500 km to the state capital, usually by the Yamuna and Agra–Lucknow expressways; government employees and bankers posted to Lucknow make up much of it.',
      },
      {
        to: 'dehradun',
        km: 230,
        days: [1, 2],
        note: 'Around 230 km north through Meerut and Roorkee; retirements to the hills and school postings keep it steady, and the summer holidays are its busiest weeks.',
      },
      {
        to: 'patna',
        days: [3, 4],
        note: 'Many Ghaziabad households have roots in eastern UP and Bihar, and this is the road home for them, with the heaviest bookings in October and early November.',
      },
      {
        to: 'bengaluru',
        days: [6, 8],
        note: 'Young engineers from the colleges along NH24 head here for their first jobs; the truck runs south through Agra, Jhansi and Nagpur.',
      },
    ],
    movingHere: [
      {
        heading: "Trans-Hindon: next to Delhi, but under UP's rules",
        body: 'Indirapuram and Vaishali look like part of east Delhi, but they are in Uttar Pradesh. A move from here into Delhi crosses at Anand Vihar, Kaushambi or UP Gate, and a full-size truck can make that crossing only in the hours Delhi allows, which usually means late at night. Moves inside Trans-Hindon or across to Noida face no such border; the real constraint is the evening jam on the NH24 link road and around the Vaishali metro.',
      },
      {
        heading: 'Raj Nagar Extension and Crossings Republik towers',
        body: 'These newer societies are large, self-contained and strict about shifting. Expect to book the service lift, show a gate pass from the builder or AOA on the way out and a move-in form on the way in, and keep to fixed loading hours. Some towers are still partly occupied, and the approach roads can be rough or waterlogged in July and August, so a smaller vehicle sometimes covers the last stretch.',
      },
      {
        heading: 'Old-city markets, weddings and Diwali',
        body: 'Around Ghantaghar, Turab Nagar and Navyug Market, narrow lanes and roadside stalls mean the truck waits on the main road while goods are carried to it. In the weeks before Diwali and through the wedding season from November to February, these markets stay packed into the night, so an early-morning start is the only calm slot.',
      },
      {
        heading: 'Damp in the monsoon, smog in winter',
        body: "The Hindon's low-lying banks and some underpasses on the Meerut road hold water after heavy rain, and July to September is when sofas, mattresses and wooden furniture are most likely to pick up damp. They travel wrapped in plastic sheet under the usual padding. From November the smog and fog that cover Delhi settle here too, slowing the first and last hours of every long-distance run.",
      },
    ],
    faqs: [
      {
        q: 'We live in Indirapuram. Is moving to Delhi a local move or an interstate one?',
        a: 'Both. It is planned as a local move and done in a day, but the goods cross from Uttar Pradesh into Delhi. Used household goods for your own use need no e-way bill. What changes is the timing: a big vehicle usually enters Delhi at night, so we either load in the evening or split the job between smaller daytime tempos.',
      },
      {
        q: 'My car has a Ghaziabad number. Do I have to change it if I move to Gurgaon?',
        a: 'Yes, if the car will stay in Haryana for more than twelve months. Apply to the Ghaziabad transport office for an NOC, then register the car in Gurgaon and pay Haryana road tax. Until the new number is issued, keep the NOC, RC and insurance in the glovebox.',
      },
      {
        q: 'How far ahead should I book in Crossings Republik or Raj Nagar Extension?',
        a: "About a week for a local move, mostly because the society's lift slot and gate pass take that long to arrange. For an intercity move, two weeks is safer, and more in April to June or at a month-end.",
      },
    ],
  },
  gurgaon: {
    intro:
      'Gurgaon, officially Gurugram since 2016, grew in thirty years from a Haryana market town into the corporate city of NCR. Glass offices along Golf Course Road and Cyber City, gated DLF phases, older HUDA sectors and the bazaars of the old town sit side by side, and the city keeps spreading south along Sohna Road and west along the Dwarka Expressway. Moves are constant here: tenants shift when a lease or job changes, companies transfer staff in and out, and expatriate families arrive and leave on two- or three-year postings.',
    areas: [
      {
        group: 'DLF and Golf Course Road',
        places: [
          'DLF Phase 1',
          'DLF Phase 2',
          'DLF Phase 3',
          'DLF Phase 4',
          'DLF Phase 5',
          'Golf Course Road',
          'Sector 42',
          'Sector 43',
          'Sushant Lok',
        ],
        note: 'Condominiums with concierge desks and written move rules, and plotted DLF houses rebuilt as floors, a short drive from Cyber City.',
      },
      {
        group: 'Old Gurgaon',
        places: [
          'Sadar Bazaar',
          'Civil Lines',
          'Jacobpura',
          'Sector 4',
          'Sector 7',
          'Sector 14',
          'Sector 15',
          'Palam Vihar',
        ],
        note: 'The early HUDA sectors of houses and floors, and the crowded lanes of the old town, where a tempo is the largest vehicle that fits.',
      },
      {
        group: 'Sohna Road and Golf Course Extension',
        places: [
          'Sector 47',
          'Sector 48',
          'Sector 49',
          'Sector 56',
          'Sector 57',
          'Sector 65',
          'Sector 66',
          'Badshahpur',
        ],
        note: 'A belt of high-rise societies built since the 2000s, with long queues at Subhash Chowk and on the Extension Road at peak hours.',
      },
      {
        group: 'New Gurgaon',
        places: ['Sector 37D', 'Sector 82', 'Sector 84', 'Sector 89', 'Sector 92', 'Sector 95'],
        note: 'Newer townships between NH48 and the Dwarka Expressway, many only recently handed over.',
      },
      {
        group: 'Beyond the city',
        places: ['Manesar', 'Sohna', 'Pataudi', 'Farrukhnagar', 'Bhiwadi'],
        note: "Manesar's industrial model township holds the car and parts factories; Bhiwadi, past Dharuhera, is already in Rajasthan.",
      },
    ],
    neighbours: ['delhi', 'dwarka', 'faridabad', 'alwar'],
    commonMoves: [
      {
        to: 'bengaluru',
        days: [6, 8],
        note: "Gurgaon's most frequent long move: tech and consulting staff switching cities, often on a company relocation, with the household leaving about a week before the family flies.",
      },
      {
        to: 'mumbai',
        days: [4, 6],
        note: 'NH48 runs from Gurgaon all the way to Mumbai through Jaipur, Udaipur and Ahmedabad, and the expressway that starts near Sohna now shortens parts of it; bankers and consultants are the regulars.',
      },
      {
        to: 'hyderabad',
        km: 1550,
        days: [5, 7],
        note: 'Roughly 1,550 km through Gwalior, Sagar and Nagpur, mostly people joining the IT and pharma firms of Gachibowli and Hitec City.',
      },
      {
        to: 'pune',
        days: [4, 6],
        note: 'The car industry ties Manesar to Chakan, and IT ties Cyber City to Hinjewadi, so transfers run both ways; the last leg climbs the Western Ghats.',
      },
      {
        to: 'noida',
        km: 50,
        days: [0],
        note: "Noida's IT parks pull people the other way across NCR. It is about 50 km through south Delhi, so a large load goes late in the evening, when goods vehicles are let in.",
      },
    ],
    movingHere: [
      {
        heading: 'Condominium rules on Golf Course Road and beyond',
        body: "Gurgaon's big condominiums run moving days the way a hotel runs check-outs. Expect to send a form to the facility-management desk several days ahead and to get a service-lift slot in a fixed daytime window; many allow no shifting after dark, some none on Sundays, and a few take a refundable damage deposit. Guards check the outgoing goods against the gate pass, and a tenant usually needs the owner's written consent. Send us the rules as soon as you have them, because they decide the vehicle size and the start time.",
      },
      {
        heading: 'Chowks, office hours and monsoon flooding',
        body: 'Goods vehicles are usually kept off the main roads in the morning and evening office rush, and the junctions at Rajiv Chowk, Iffco Chowk, Subhash Chowk and Hero Honda Chowk can turn an hour of driving into three. The monsoon is worse: a heavy July shower floods stretches of NH48, Golf Course Road and Sohna Road within minutes, and traffic can stand still for hours. On a rainy-season moving day, start early and keep the cartons covered from the door to the tailboard.',
      },
      {
        heading: 'Company moves, BH numbers and your car',
        body: 'Many Gurgaon moves are paid for by an employer, who will want a GST invoice, a consignment note and an itemised packing list, so ask for these at the start. A Haryana-registered car that moves to another state must be registered there within twelve months, with an NOC from the Gurugram transport authority, unless it carries a BH-series number. Those numbers are open to government staff and to employees of private companies with offices in four or more states, and they stay valid wherever you move; if your firm qualifies, ask HR before you buy your next car.',
      },
      {
        heading: 'Expatriate and international moves',
        body: 'Golf Course Road, DLF Phase 5 and Sushant Lok house many foreign nationals and returning Indians on short postings. Their moves often split three ways: some goods go overseas by sea or air, some into storage, and the rest to a furnished flat nearby. Each part gets its own inventory, and the export part is packed for customs inspection, so it is best surveyed separately from the local part.',
      },
    ],
    faqs: [
      {
        q: 'Can you move us on a Sunday in a Golf Course Road society?',
        a: 'Only if the society allows it. Many Gurgaon condominiums do not permit shifting on Sundays or after dark, and some add national holidays. Ask the facility desk for the rule in writing; weekdays usually have more lift slots free, and a day of leave costs less than a week of waiting.',
      },
      {
        q: 'Is moving from Gurgaon to Dwarka or elsewhere in Delhi a state-border move?',
        a: "Yes, it crosses from Haryana into Delhi, though it is done within the day. Your own used goods need no e-way bill. Because of Delhi's limits on heavy vehicles, a big truck reaches a Delhi home in the evening; for Dwarka, the Dwarka Expressway has turned it into a short drive outside rush hour.",
      },
      {
        q: 'We are moving to Manesar or Sohna. Is that still a local move?',
        a: 'Yes. Manesar is about 25 km out along NH48 and Sohna about the same distance south, and both are done in a day. Manesar is straightforward; around Sohna some townships are still being built, so check that the road to your tower is open to a loaded truck.',
      },
    ],
  },
  faridabad: {
    intro:
      "Faridabad is Haryana's largest city and one of north India's older industrial towns, strung along the Mathura Road from the Delhi border at Badarpur to Ballabgarh. Its NIT neighbourhoods were built after Partition for refugee families from the North-West Frontier; the HUDA sectors came later; and across the Agra canal, Greater Faridabad has filled with tall societies. Tractor, auto-parts and engineering plants employ much of the city, so many moves are plant staff on transfer, alongside Delhi commuters trading up for more space.",
    areas: [
      {
        group: 'NIT and Old Faridabad',
        places: ['NIT 1', 'NIT 2', 'NIT 3', 'NIT 5', 'Old Faridabad', 'Jawahar Colony', 'Dabua Colony'],
        note: 'Dense older neighbourhoods with a market on every corner; lanes are tight and a tempo often replaces the truck.',
      },
      {
        group: 'HUDA sectors',
        places: [
          'Sector 14',
          'Sector 15',
          'Sector 16',
          'Sector 17',
          'Sector 21C',
          'Sector 28',
          'Sector 31',
          'Sector 37',
          'Sector 46',
        ],
        note: 'Plotted houses and independent floors on planned roads, many rebuilt as builder floors with a small lift or none.',
      },
      {
        group: 'Greater Faridabad (Neharpar)',
        places: ['Sector 75', 'Sector 76', 'Sector 78', 'Sector 81', 'Sector 82', 'Sector 86', 'Sector 88'],
        note: 'High-rise societies across the Agra canal, reached by a few crossings that jam at office hours.',
      },
      {
        group: 'Ballabgarh and beyond',
        places: ['Ballabgarh', 'Surajkund', 'Palwal'],
      },
    ],
    neighbours: ['delhi', 'gurgaon', 'noida', 'greaternoida'],
    commonMoves: [
      {
        to: 'gurgaon',
        km: 30,
        days: [0],
        note: 'About 30 km over the Aravalli ridge on the Gurgaon–Faridabad road, usually for a new job in Cyber City or Udyog Vihar and an end to the daily drive over the hills.',
      },
      {
        to: 'noida',
        days: [0],
        note: "Across the Yamuna by way of Kalindi Kunj, for staff of Noida's IT parks; the route clips a corner of Delhi, so a full truck still has to respect Delhi's entry hours.",
      },
      {
        to: 'agra',
        km: 180,
        days: [0],
        note: 'About 180 km straight down the Mathura Road through Palwal, Hodal and Kosi, with pilgrim traffic near Mathura and Vrindavan on festival weekends.',
      },
      {
        to: 'bengaluru',
        days: [6, 8],
        note: "Engineers from Faridabad's plants and colleges go south for IT and automotive jobs; the truck follows the Mathura Road to Agra and carries on down NH44.",
      },
      {
        to: 'pune',
        km: 1450,
        days: [4, 6],
        note: 'Plant staff transferring to the engineering belt of Pimpri-Chinchwad and Chakan make up most of this traffic, roughly 1,450 km each way.',
      },
    ],
    movingHere: [
      {
        heading: 'NIT lanes and old markets',
        body: 'The NIT blocks were laid out quickly for refugee families and have been built up floor upon floor since. Lanes are narrow, shop fronts spill onto the road, and parking a truck outside a house is often impossible. Here the truck waits on the nearest main road, near Neelam Chowk or Bata Chowk for instance, and goods come to it by hand or by tempo. It adds time, not risk, as long as we know about it at the survey.',
      },
      {
        heading: 'Across the canal: Greater Faridabad societies',
        body: 'The societies of Sectors 75 to 89 follow the usual high-rise routine of service-lift booking, a gate pass against cleared dues and fixed hours. What is particular is the approach. Only a few roads cross the Agra canal, and in the evening rush, or when monsoon rain pools on them, they slow to a crawl. Moves here are best timed to arrive before ten in the morning or after the evening peak.',
      },
      {
        heading: 'Badarpur, Delhi and the Surajkund mela',
        body: "Most moves from Faridabad into Delhi go through the Badarpur border, now crossed on a long flyover. Delhi's limits on large goods vehicles begin the moment you cross, so a whole-house load to Delhi travels late in the evening, while a short hop to Sarita Vihar or Jasola can go in a tempo by day. For about two weeks each February the Surajkund crafts mela brings heavy crowds to the Surajkund road and the nearby sectors; avoid those dates if your home is close by.",
      },
      {
        heading: 'Plant holidays, heat and fog on the Mathura Road',
        body: "Many Faridabad families plan moves around the plant calendar: the Diwali shutdown and the summer school break are when both parents can take leave, so those weeks fill first. May and June bring dry heat well above 40°C, and loading after midday is hard on the crew and on anything with a battery. In December and January fog lies thick on the Mathura Road towards Palwal and on the approaches to Badarpur, so the first hours of a long-distance run are slow and a day's margin is wise.",
      },
    ],
    faqs: [
      {
        q: 'Do I need to re-register my Faridabad car if I move to Noida?',
        a: 'Yes, once it has been in Uttar Pradesh for twelve months, because Noida is in UP. Get an NOC from the Faridabad transport authority before you leave and register in Gautam Buddh Nagar. The same rule applies to Delhi. A move within Faridabad, or to Gurgaon, needs nothing.',
      },
      {
        q: 'Can you move a small workshop or factory unit along with our home?',
        a: "Yes, machines, stock and files from a unit in one of the industrial areas can go with the household or separately. Business goods worth more than ₹50,000 need an e-way bill raised on your firm's GSTIN, and heavy machines need a crane at both ends, which we plan after seeing the site.",
      },
      {
        q: 'How long does a move from NIT to Greater Faridabad take?',
        a: 'Usually a single day, even though the two are only about 10 km apart. Loading in the NIT lanes is slow, and the canal crossings can hold the truck for an hour in the evening. Starting by eight in the morning normally gets you unloaded, with beds assembled, before dark.',
      },
    ],
  },
  meerut: {
    intro:
      "Meerut, about 75 km north-east of Delhi, is one of western UP's biggest cities and a cantonment town with a long history: the 1857 uprising began here. Its cantonment is among the largest in the country, so army families move in and out on posting all year. The city also makes much of India's sports goods, has a large university and busy jewellery and cloth bazaars, and is now tied to Delhi by an expressway and the Namo Bharat rapid rail, which has more Delhi workers choosing to live here.",
    areas: [
      {
        group: 'Cantonment and Civil Lines',
        places: ['Meerut Cantt', 'Lalkurti', 'Sadar Bazaar', 'Abu Lane', 'Civil Lines', 'Begum Bridge'],
        note: 'Bungalows, army quarters and old bazaars; a civilian truck entering the military lines usually needs a pass arranged by the unit.',
      },
      {
        group: 'Planned colonies',
        places: ['Shastri Nagar', 'Jagriti Vihar', 'Pallavpuram', 'Ganga Nagar', 'Saket', 'Modipuram'],
        note: 'Houses and low-rise flats from the housing board and the development authority, with Pallavpuram and Modipuram stretching up the Roorkee road.',
      },
      {
        group: 'Old city',
        places: ['Budhana Gate', 'Khair Nagar', 'Ghantaghar', 'Sarrafa Bazaar'],
        note: 'Dense lanes where porters and hand carts do the carrying.',
      },
      {
        group: 'Around Meerut',
        places: ['Partapur', 'Mohkampur', 'Daurala', 'Sardhana', 'Mawana', 'Hastinapur'],
        note: 'Partapur and Mohkampur are the industrial areas on the Delhi side; the sugar-mill towns lie to the north.',
      },
    ],
    neighbours: ['ghaziabad', 'delhi', 'noida', 'dehradun'],
    commonMoves: [
      {
        to: 'delhi',
        km: 75,
        days: [0],
        note: "About 75 km on the Delhi–Meerut Expressway, under two hours for a loaded truck on a clear road, though it usually waits for Delhi's night entry hours before going in.",
      },
      {
        to: 'dehradun',
        km: 170,
        days: [0],
        note: 'About 170 km through Muzaffarnagar and Roorkee; families move up for schools and jobs, and the road is best avoided in the Kanwar fortnight.',
      },
      {
        to: 'lucknow',
        km: 470,
        days: [1, 2],
        note: 'Roughly 470 km to the state capital, travelled mostly by state-government employees, teachers and bank staff on transfer.',
      },
      {
        to: 'jammu',
        km: 550,
        days: [2, 3],
        note: 'Army families posted to Jammu, Pathankot or further north go this way through Haryana and Punjab, about 550 km, crossing into Jammu and Kashmir at Lakhanpur.',
      },
      {
        to: 'bengaluru',
        days: [6, 8],
        note: "Graduates of Meerut's engineering and medical colleges head for Bengaluru's tech parks and hospitals; the goods take about a week.",
      },
    ],
    movingHere: [
      {
        heading: 'Army postings from the cantonment',
        body: 'A good share of Meerut moves belong to officers and soldiers on posting. A family moving on transfer usually needs a GST bill, a consignment note and a full packing list for its claim, and the unit may have to arrange a gate pass before a civilian truck can enter the lines at either end. Posting orders often come at short notice, so a video survey and flexible packing dates help; tell us the new station as early as you can.',
      },
      {
        heading: 'Kanwar Yatra and the cane season',
        body: 'For about two weeks in Sawan, usually in July, lakhs of kanwariyas walk the Delhi–Haridwar highway through Meerut, and heavy vehicles are diverted off it and off parts of the Delhi road. Moves in those days take longer routes or wait. From November to April the sugar mills crush cane, and tractor-trolleys piled high crowd the roads around Daurala, Mawana and Sardhana, slowing any truck heading north.',
      },
      {
        heading: 'Old city lanes, new colonies',
        body: 'Newer housing along the Delhi road and in Modipuram and Pallavpuram has lifts or wide stairs and room to park. The old city around Budhana Gate and the jewellery bazaar is the opposite: the truck waits outside and the crew carries, so a house there takes longer to load than its size suggests. Winter fog settles thickly on the expressway from late December, which slows the early-morning runs to Delhi.',
      },
    ],
    faqs: [
      {
        q: 'We are an army family. Can you deliver inside a cantonment where civilian vehicles need permission?',
        a: "Yes, once the receiving unit or station headquarters clears the vehicle and crew. Send us their contact in advance; cantonments usually let a civilian goods vehicle in during working hours once its number and the driver's details are on the list at the gate.",
      },
      {
        q: 'Can our goods reach a flat in Delhi the same day?',
        a: 'Yes. Loaded by early afternoon, the truck covers the expressway quickly, but it usually holds at the border until the hours when Delhi lets goods vehicles in, so delivery is late evening or next morning. Moves to Ghaziabad or Noida avoid that wait.',
      },
      {
        q: 'Which weeks should we avoid for a move out of Meerut?',
        a: 'The Kanwar fortnight in Sawan, because of highway closures, and mid-December to mid-January, when fog is thickest on the Delhi and Dehradun roads. April to June is hot but clear, and the end of the school year makes it the busiest season for army and civilian families alike.',
      },
      {
        q: 'We work in Delhi but are moving to Meerut for the rapid rail. Anything to watch for?',
        a: 'Loading in Delhi is the slow end: a big truck has to leave Delhi within its night hours, so the goods are usually picked up at dusk and reach Meerut by breakfast. If you are choosing a home near a Namo Bharat station such as Meerut South, Begumpul or Modipuram, check that the colony gate lets a truck through.',
      },
    ],
  },
  agra: {
    intro:
      "The world knows Agra for the Taj Mahal, but to the people who live here it is a working city of shoemakers, marble inlay craftsmen, foundries and traders, with a large army and air force presence. The old city crowds the Yamuna's west bank around the fort and Raja ki Mandi; newer colonies spread towards Sikandra and Dayalbagh, and Fatehabad Road has the hotels. The Yamuna Expressway from Noida, the Agra–Lucknow Expressway and NH44 towards Gwalior all meet here, which makes Agra a crossroads for moves across north India.",
    areas: [
      {
        group: 'Old Agra',
        places: ['Raja ki Mandi', 'Belanganj', 'Lohamandi', 'Kinari Bazaar', 'Shahganj'],
        note: 'Crowded market lanes near the Jama Masjid and the fort, where goods reach the vehicle on hand carts.',
      },
      {
        group: 'Sikandra, Kamla Nagar and Dayalbagh',
        places: ['Kamla Nagar', 'Dayalbagh', 'Sikandra', 'Awas Vikas Colony', 'Bodla', 'Shastripuram'],
        note: 'The newer north-western side: plotted houses, housing-board colonies and a growing number of apartment blocks along the Sikandra–Bodla road.',
      },
      {
        group: 'Cantonment and Fatehabad Road',
        places: [
          'Agra Cantt',
          'Sadar Bazaar',
          'Sanjay Place',
          'Civil Lines',
          'Tajganj',
          'Fatehabad Road',
          'Shamshabad Road',
        ],
        note: 'Army quarters and bungalows, the offices of Sanjay Place, and hotels and new societies along Fatehabad Road south of the Taj.',
      },
      {
        group: 'Trans-Yamuna and nearby towns',
        places: ['Trans Yamuna Colony', 'Rambagh', 'Etmadpur', 'Firozabad', 'Mathura', 'Fatehpur Sikri'],
        note: 'Firozabad, the glass-bangle town, and Mathura are each about an hour away by road.',
      },
    ],
    neighbours: ['gwalior', 'greaternoida', 'delhi', 'lucknow'],
    commonMoves: [
      {
        to: 'delhi',
        km: 230,
        days: [1, 2],
        note: "About 230 km by the Yamuna Expressway. The truck often loads in Agra by day and then waits for Delhi's night entry, so delivery usually happens the following morning.",
      },
      {
        to: 'noida',
        km: 200,
        days: [0],
        note: "The Yamuna Expressway ends at Noida's doorstep, some 200 km away, so Noida and Greater Noida are the easiest NCR moves from Agra, with no Delhi hours to wait for.",
      },
      {
        to: 'lucknow',
        km: 330,
        days: [1, 2],
        note: "About 330 km on the Agra–Lucknow Expressway, which begins at the city's eastern edge; officers posted between Agra and the capital use it constantly.",
      },
      {
        to: 'jaipur',
        km: 240,
        days: [1, 2],
        note: 'About 240 km west through Bharatpur and Dausa into Rajasthan; family ties and the tourism trade link the two cities closely.',
      },
      {
        to: 'bengaluru',
        km: 1900,
        days: [5, 7],
        note: "Around 1,900 km south on NH44 through Gwalior, Jhansi and Nagpur; Agra's young engineers and doctors make this move for work.",
      },
    ],
    movingHere: [
      {
        heading: 'Near the Taj: no petrol or diesel vehicles',
        body: "To protect the monument from pollution, petrol and diesel vehicles are not allowed in the ring right around the Taj Mahal's gates; only battery and other clean vehicles run there. Homes in the Tajganj lanes close to the monument are therefore reached by a small electric vehicle from the edge of that ring, or by hand. Agra as a whole lies in the Taj Trapezium Zone, where polluting industry is restricted, but that does not affect household moves outside the inner ring.",
      },
      {
        heading: 'Marble inlay, brass and other Agra heirlooms',
        body: 'Many Agra homes keep pieces that need more than bubble wrap: pietra dura tabletops, marble statues and plates, heavy brass and old sheesham almirahs. Inlaid marble cracks along the inlay if it flexes, so a tabletop travels flat on a board inside a wooden crate, with its stand packed separately. Mention such pieces at the survey, because building the crates takes a few extra hours.',
      },
      {
        heading: 'Among the hottest cities on the plains',
        body: 'May and June in Agra often touch 46°C, and the hot wind does not drop until the monsoon arrives in late June or early July. Loading starts at first light and ends before the afternoon, and wax-polished furniture and vinyl sofas are wrapped so they do not soften against the truck walls. In winter the Yamuna Expressway drops its speed limits for fog, and night runs towards Noida and Delhi crawl, so allow a spare day on January moves.',
      },
    ],
    faqs: [
      {
        q: 'Our house is in Tajganj, close to the east gate. How will the goods come out?',
        a: 'Tell us the exact lane at the survey. Within the restricted ring only battery vehicles may run, so the crew carries cartons and furniture to a small electric carrier or a hand cart, which shuttles to the truck parked outside the ring. It adds time for a large home, and we plan the crew size for it.',
      },
      {
        q: 'Should goods go to Delhi by the Yamuna Expressway or the old Mathura road?',
        a: 'The expressway is quicker and smoother, which suits fragile goods; its tolls are part of the transport cost. The old road through Mathura, Kosi and Palwal is slower, with town traffic all the way. For Noida, Greater Noida or south Delhi the expressway is the clear choice; for north or west Delhi the gap is smaller.',
      },
      {
        q: 'When do people in Agra usually move?',
        a: 'Families move after the school year ends in March and through the summer holidays. Hotel and tourism staff move in the off-season, roughly April to September, because October to March is when visitors crowd the Taj and leave is hard to get. Army and air force families move whenever their postings come.',
      },
      {
        q: 'We are leaving an old family house in Belanganj for a flat off the Sikandra–Bodla road. What changes?',
        a: "Mostly the carrying. In the old-city lanes the truck cannot reach the door, so goods go out on hand carts; at a new block with a lift and parking, unloading is quick. Measure the flat's rooms first: heavy wooden furniture made for high-ceilinged old houses often will not fit, and is better sold before the move than carried twice.",
      },
    ],
  },
  lucknow: {
    intro:
      "Lucknow, the capital of Uttar Pradesh, is a government city first: the secretariat, the High Court bench, state corporations, banks' zonal offices and the army's Central Command bring a steady stream of officers on transfer. The Gomti splits it in two. Old Lucknow, with Chowk, Aminabad and Hazratganj, lies on the southern bank; the planned colonies of Gomti Nagar, Indira Nagar and Aliganj spread across the other side, and the city keeps growing along Shaheed Path, Kanpur Road and Sultanpur Road. Young people leave for jobs in NCR, Bengaluru and Pune and often return later to settle.",
    areas: [
      {
        group: 'Trans-Gomti',
        places: [
          'Gomti Nagar',
          'Gomti Nagar Extension',
          'Indira Nagar',
          'Aliganj',
          'Mahanagar',
          'Vikas Nagar',
          'Jankipuram',
          'Kapoorthala',
          'Chinhat',
        ],
        note: 'LDA colonies of houses and flats, with new apartment towers along Gomti Nagar Extension and Faizabad Road.',
      },
      {
        group: 'Old Lucknow',
        places: ['Chowk', 'Aminabad', 'Hazratganj', 'Qaiserbagh', 'Lalbagh', 'Nakhas', 'Charbagh', 'Narhi'],
        note: 'The lanes around Chowk and Aminabad are too narrow for trucks; goods are carried to a vehicle on the main road.',
      },
      {
        group: 'South and west Lucknow',
        places: [
          'Alambagh',
          'Rajajipuram',
          'Ashiyana',
          'LDA Colony',
          'Telibagh',
          'Vrindavan Yojana',
          'Sushant Golf City',
          'Transport Nagar',
        ],
        note: "Growth along Kanpur Road, Raebareli Road and Sultanpur Road, from 1980s LDA housing to gated townships; Transport Nagar near the airport is the city's trucking hub.",
      },
      {
        group: 'Beyond the city',
        places: ['Barabanki', 'Bakshi Ka Talab', 'Malihabad', 'Unnao', 'Mohanlalganj'],
      },
    ],
    neighbours: ['kanpur', 'allahabad', 'agra'],
    commonMoves: [
      {
        to: 'delhi',
        km: 550,
        days: [2, 3],
        note: 'About 550 km on the Agra–Lucknow and Yamuna expressways; officers joining central ministries and young professionals use it all year, most heavily in May and June.',
      },
      {
        to: 'noida',
        days: [2, 3],
        note: 'The same expressways, ending in Noida rather than Delhi, so the truck unloads without waiting for an entry window; first-job engineers and families buying flats in Noida Extension are the regulars.',
      },
      {
        to: 'bengaluru',
        km: 1900,
        days: [5, 7],
        note: "Around 1,900 km via Kanpur, Jhansi and Nagpur, and the biggest long-distance flow of Lucknow's IT graduates.",
      },
      {
        to: 'pune',
        km: 1400,
        days: [4, 6],
        note: "About 1,400 km across central India, for IT jobs in Hinjewadi and Kharadi and for students at Pune's private universities.",
      },
      {
        to: 'kanpur',
        km: 90,
        days: [0],
        note: 'Around 90 km on NH27 through Unnao. Transfers between the two cities are frequent, and traders often move stock and home together.',
      },
      {
        to: 'varanasi',
        km: 300,
        days: [1, 2],
        note: 'About 300 km through Sultanpur and Jaunpur; state-government postings and families returning to eastern UP keep it busy.',
      },
    ],
    movingHere: [
      {
        heading: 'Old Lucknow lanes and the Muharram days',
        body: "In Chowk, Nakhas and the lanes behind Aminabad, many houses are reached only on foot, and a mover's day here goes into carrying cartons and furniture to a tempo on the main road. During Muharram, especially around the tenth day, processions fill these streets and roads close for hours, so old-city moves are planned around those dates. The same lanes are packed in the evenings before Eid and Diwali.",
      },
      {
        heading: 'LDA houses, new towers and Shaheed Path',
        body: 'Most of Gomti Nagar, Indira Nagar and Aliganj is LDA housing: independent houses and low-rise flats with stairs and no lift, where heavy pieces go up by hand. The newer towers of Gomti Nagar Extension and the townships off Shaheed Path and Sultanpur Road have lifts and society rules instead, with gate passes and booked slots. Shaheed Path links most of them, so a move from Aliganj to Sushant Golf City is long in kilometres but rarely slow.',
      },
      {
        heading: 'Transfer season',
        body: "Transfer orders in the state government usually come in a rush in May and June, and bank and central postings also cluster around the start of the financial and school years. In those weeks packing crews and trucks across Lucknow are booked solid. If you expect an order, fix a survey and a tentative date early; it is easier to move a booking than to find one at a week's notice.",
      },
      {
        heading: 'Loo winds, monsoon and January fog',
        body: 'From late April into June the hot, dry loo blows across Lucknow and afternoons pass 44°C, so packing happens in the morning and the load stays covered. July and August rain water-logs low colonies and underpasses for hours. Winter brings thick fog from late December, on the expressways and along the Gomti, and long-distance deliveries in January need extra time.',
      },
    ],
    faqs: [
      {
        q: 'My transfer order gives me ten days to join. Can you move us out of Lucknow in time?',
        a: "Usually, yes. A video survey can be done within a day, most homes are packed in one day, and the truck leaves the next. For a Delhi posting the goods arrive two to three days later. The slowest part is often your own handover: the landlord's inspection or the society's gate pass, so start on those at once.",
      },
      {
        q: 'Our car is registered in Lucknow. What do we need for Bengaluru?',
        a: 'An NOC from the Lucknow transport office, the RC, valid insurance and a pollution certificate. Karnataka expects a car that stays on to be registered there and taxed afresh, so plan for it soon after you arrive. The car travels on a carrier, with its condition recorded at pickup.',
      },
      {
        q: 'Is a move from an old house in Chowk to Gomti Nagar a one-day job?',
        a: 'Plan a full day. Carrying everything from the lane to the main road is the slow part, and old houses hold more than they seem to. Start early, before the bazaar opens, and the truck can cross the Gomti and unload in Gomti Nagar by late afternoon.',
      },
    ],
  },
  kanpur: {
    intro:
      "Kanpur is Uttar Pradesh's biggest industrial city: leather tanneries along the Ganga at Jajmau, old textile mills, ordnance factories and a vast wholesale trade. It is also home to IIT Kanpur at Kalyanpur, a cantonment and an air force station at Chakeri. The city sprawls along the south bank of the Ganga, with crowded markets in the middle, planned colonies to the north-west and south, and the GT Road running through it all. People move out mainly for work in NCR and the south, and in from the surrounding districts for business and study.",
    areas: [
      {
        group: 'North-west Kanpur',
        places: [
          'Kalyanpur',
          'Rawatpur',
          'Kakadeo',
          'Swaroop Nagar',
          'Tilak Nagar',
          'Arya Nagar',
          'Vishnupuri',
          'Azad Nagar',
          'Nawabganj',
        ],
        note: "Many of the city's better-off colonies and its coaching centres, near IIT and the university campus.",
      },
      {
        group: 'South Kanpur',
        places: ['Kidwai Nagar', 'Govind Nagar', 'Barra', 'Yashoda Nagar', 'Naubasta', 'Juhi'],
        note: 'Large development-authority and housing-board colonies, with houses often two or three floors up narrow stairs.',
      },
      {
        group: 'Old Kanpur and the bazaars',
        places: ['Generalganj', 'Naughara', 'Birhana Road', 'Nayaganj', 'Collectorganj', 'Parade', 'Mall Road'],
        note: 'Wholesale lanes where handcarts and loading tempos hold up the road all day.',
      },
      {
        group: 'East Kanpur and the Cantonment',
        places: ['Kanpur Cantt', 'Chakeri', 'Jajmau', 'Lal Bangla', 'Harjinder Nagar', 'Shyam Nagar'],
        note: 'Air force and army housing, the leather belt at Jajmau and the road out towards Allahabad.',
      },
      {
        group: 'Across the river and the industrial areas',
        places: ['Shuklaganj', 'Panki', 'Dada Nagar', 'Fazalganj', 'Bithoor'],
        note: 'Shuklaganj, over the Ganga bridge, belongs to Unnao district but lives as a Kanpur suburb.',
      },
    ],
    neighbours: ['lucknow', 'allahabad', 'agra'],
    commonMoves: [
      {
        to: 'lucknow',
        km: 90,
        days: [0],
        note: 'About 90 km past Unnao to the state capital, the commonest short move, whether a family following a government posting or a trader opening a second shop.',
      },
      {
        to: 'delhi',
        km: 480,
        days: [2, 3],
        note: 'About 480 km, either by the GT Road through Etawah and Agra or by the Agra–Lucknow Expressway, for jobs and for children settled in NCR.',
      },
      {
        to: 'allahabad',
        km: 200,
        days: [0],
        note: 'Some 200 km down the GT Road through Fatehpur, taken by students heading for coaching and exams, and by railway and state staff.',
      },
      {
        to: 'kolkata',
        km: 1000,
        days: [3, 5],
        note: "About 1,000 km east on the GT Road through Varanasi, Dhanbad and Asansol; Kanpur's trading families have long had ties with Kolkata's markets.",
      },
      {
        to: 'bengaluru',
        km: 1850,
        days: [5, 7],
        note: 'Roughly 1,850 km south via Jhansi and Nagpur; IIT and HBTU graduates and young professionals are its main travellers.',
      },
    ],
    movingHere: [
      {
        heading: 'Bazaar lanes of the old city',
        body: 'Generalganj, Naughara and the lanes off Birhana Road are among the busiest wholesale markets in north India, packed with handcarts, cycle-rickshaws and loading tempos from morning to night. A house move there happens at the edges of the day, before the shutters go up or after they come down, with the truck on the nearest wide road. Give us the nearest landmark a truck can reach, and we plan the carry from there.',
      },
      {
        heading: 'IIT, the cantonment and factory estates',
        body: 'Moving into or out of IIT Kanpur, the cantonment, the air force station at Chakeri, HAL or the ordnance factory estates means the vehicle and crew must be cleared at the gate. The resident arranges the entry permission, and we send the vehicle number and crew names ahead so the truck is not held at the barrier. Campus houses are usually easy once inside: wide roads, ground-floor parking and no lift queues.',
      },
      {
        heading: 'Shop stock and godowns moving with the home',
        body: "Many Kanpur families run a business too, so a move often includes shop stock, a counter or years of account books. Stock sent for a business counts as goods under GST, and above ₹50,000 it needs an e-way bill generated on the firm's GSTIN, while the household part of the same move does not. Pack the two separately and list them on separate consignment notes.",
      },
      {
        heading: 'Smog, fog and the long summer',
        body: "In November and December Kanpur's air is often among the worst in the country, and on foggy mornings trucks on the GT Road and the Lucknow highway crawl until it lifts. Summer is long and fierce, above 45°C in May and June, and the monsoon from July to September floods low roads near the railway crossings. Early starts suit every season here.",
      },
    ],
    faqs: [
      {
        q: 'Can you move us from Kanpur to Lucknow and set up the new house the same day?',
        a: 'For most homes, yes: pack in the morning, drive the 90 km in about two and a half hours, and unload and put the beds and wardrobes together by evening. Fitting air conditioners or a television wall mount is a separate add-on and may run into the next morning.',
      },
      {
        q: 'Is Shuklaganj a local move from Kanpur?',
        a: 'Yes. It is just across the Ganga bridge, and although it is in Unnao district, most people treat it as part of Kanpur. Traffic on the bridge at office hours is the only thing to plan around, so we cross mid-morning or in the afternoon.',
      },
      {
        q: 'We are leaving a house our family has lived in for forty years. Where do we start?',
        a: 'Start by sorting. Old almirahs, trunks and wooden beds made for a big Kanpur house may not fit a flat in Noida or Bengaluru, so measure the new rooms first and decide what to sell or give away. Then book a survey: it is quicker and more accurate once you know what is going.',
      },
    ],
  },
  allahabad: {
    intro:
      "Allahabad, renamed Prayagraj in 2018, sits where the Ganga and the Yamuna meet, and much of its life turns on the confluence, the courts and its students. Civil Lines and the cantonment are leafy and laid out on a grid, the old city around Chowk and Katra is crowded, and the town spills over both rivers to Naini and Jhunsi. The High Court, the state Public Service Commission, the UP Board, the Accountant General's office and North Central Railway's headquarters bring a steady flow of officers and lawyers, and thousands of students come to study and to prepare for competitive exams.",
    areas: [
      {
        group: 'Civil Lines and the cantonment',
        places: ['Civil Lines', 'George Town', 'Tagore Town', 'Ashok Nagar', 'Lukerganj', 'Old Cantt', 'New Cantt'],
        note: 'Colonial-era bungalows on broad roads, many now divided into flats or rebuilt as apartments.',
      },
      {
        group: 'Student quarters',
        places: ['Katra', 'Colonelganj', 'Allahpur', 'Chhota Baghara', 'Salori', 'Mumfordganj'],
        note: "Lodges and rented rooms full of aspirants; most moves here are one student's room, heavy with books.",
      },
      {
        group: 'Old city and the west',
        places: ['Chowk', 'Atala', 'Kareli', 'Dhoomanganj', 'Rajrooppur', 'Preetam Nagar', 'Subedarganj'],
        note: 'Dense around Chowk and Atala, with newer colonies to the west along the Kanpur road.',
      },
      {
        group: 'Across the rivers',
        places: ['Naini', 'Arail', 'Jhunsi', 'Phaphamau'],
        note: "Naini's industrial area and colonies lie over the Yamuna bridges, Jhunsi and Phaphamau over the Ganga; each crossing is a bottleneck at rush hour.",
      },
    ],
    neighbours: ['kanpur', 'lucknow'],
    commonMoves: [
      {
        to: 'delhi',
        km: 650,
        days: [2, 3],
        note: 'About 650 km via Kanpur and the expressways; aspirants shifting to Mukherjee Nagar or Old Rajinder Nagar, and officers taking up central postings.',
      },
      {
        to: 'lucknow',
        km: 200,
        days: [0],
        note: 'About 200 km north over the Phaphamau bridge and through Raebareli, the route of state transfers and of lawyers moving between the High Court and its Lucknow bench.',
      },
      {
        to: 'varanasi',
        km: 120,
        days: [0],
        note: 'About 120 km east through Handia, for families and teachers moving between the two old university towns.',
      },
      {
        to: 'patna',
        km: 370,
        days: [1, 2],
        note: 'Some 370 km east through Varanasi and into Bihar; students from Bihar going home after exams or results make May and June the busy months.',
      },
      {
        to: 'bengaluru',
        km: 1700,
        days: [5, 7],
        note: 'About 1,700 km south through Rewa and Jabalpur towards Nagpur; graduates of MNNIT and IIIT Allahabad head here for tech jobs.',
      },
    ],
    movingHere: [
      {
        heading: 'Magh Mela and Kumbh years',
        body: 'Every January and February the Magh Mela fills the sands at the Sangam, and on the main bathing days heavy vehicles are kept out of the city and diverted on the highways. In Kumbh years the restrictions are wider and last for weeks. If your move falls in that season, check the bathing dates first; Mauni Amavasya and Basant Panchami draw the biggest crowds, and a truck arriving then can be stopped at the edge of the city.',
      },
      {
        heading: 'Floods in the low colonies',
        body: 'When the Ganga and the Yamuna rise together in August and September, low-lying parts near the rivers such as Chhota Baghara, Salori, Daraganj and Rajapur can flood, sometimes for days. Lodges and ground-floor rooms there empty quickly, and anything stored on the floor gets wet. If you live near the river, fix a date before the rains peak, or move heavy things upstairs early.',
      },
      {
        heading: 'Bungalows in Civil Lines, rooms in Katra',
        body: 'Civil Lines and George Town bungalows are easy for a truck, with driveways and broad roads, but they hold a lifetime of heavy furniture: teak almirahs, dining tables for twelve and law libraries running to thousands of volumes. Student lodges in Katra, Colonelganj and Baghara are the opposite, small rooms up steep stairs, quick to pack but slow to carry down. The same crew plans each very differently.',
      },
      {
        heading: 'Exam results and the summer clear-out',
        body: "Allahabad's summer is among the harshest in Uttar Pradesh, 45°C and more in May and June, and it arrives just as exams end. Thousands of students clear their rooms in Katra, Colonelganj and Baghara within the same fortnight, and small vehicles become hard to find. A student who can wait a week after the last paper moves more easily, and families shifting within the city do well to avoid those weeks altogether.",
      },
    ],
    faqs: [
      {
        q: 'I am a lawyer moving my chamber library from Allahabad. How are the books packed?',
        a: 'Law reports and bound volumes are heavy, so they go in small, strong cartons that one person can lift, packed spine-down and numbered by shelf, so the library can be set out in the same order at the other end. A few thousand volumes take a packing crew most of a day.',
      },
      {
        q: 'My son is bringing his things from Katra to Delhi after his exams. Do we need a whole truck?',
        a: 'No. A student room is a few boxes of books, a bed, a cooler and a cycle, which travel as a part-load on the Delhi route. Pack the books in many small cartons rather than a few heavy sacks, and keep admit cards, certificates and notes he will need in his own bag.',
      },
      {
        q: 'Is Naini or Jhunsi a local move from Civil Lines?',
        a: 'Yes, both are done in a day. The catch is the river crossings: the Yamuna bridges to Naini and the Shastri Bridge to Jhunsi jam in the morning and evening, and more so in the Mela season, so we cross mid-morning or after dark.',
      },
    ],
  },
};
