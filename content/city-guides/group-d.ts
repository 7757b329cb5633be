import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group D (see ./index.ts). */
export const guidesD: Partial<Record<CitySlug, CityGuideInput>> = {
  gandhidham: {
    intro:
      'Gandhidham is a young town by Indian standards. It was laid out in the early 1950s for Sindhi families who had lost their homes at Partition, and it grew up beside the port at Kandla, now named Deendayal Port. Most people who move here, or away, work in shipping, customs clearing, freight forwarding, timber, salt, or the factories of the Kandla SEZ and Anjar. Postings last a few years and then the family moves on, so many of the homes packed here belong to officers and port staff on transfer. Together with Adipur just to the north, the town sits on a flat, planned grid, which makes loading at the gate simple compared with most Indian cities.',
    areas: [
      {
        group: 'Gandhidham and Adipur',
        places: ['Gandhidham', 'Adipur', 'Bharat Nagar', 'Antarjal', 'Galpadar', 'Meghpar Borichi'],
        note: 'Adipur and Gandhidham share schools, markets and the railway junction, so a shift between them is usually packed and unloaded on the same day.',
      },
      {
        group: 'The port side',
        places: ['Kandla', 'Gopalpuri', 'Kidana', 'Tuna'],
        note: 'Port colonies and the SEZ have guarded gates: tell the estate office or security your date in advance so the truck is not held at the barrier.',
      },
      {
        group: 'Anjar, Bhuj and western Kutch',
        places: ['Anjar', 'Bhuj', 'Mundra', 'Mandvi', 'Bhachau'],
        note: 'Mundra’s port and power plants bring transfers of their own; Bhuj, the district headquarters, is roughly an hour’s drive from Gandhidham.',
      },
    ],
    neighbours: ['jamnagar', 'ahmedabad'],
    commonMoves: [
      {
        to: 'ahmedabad',
        km: 300,
        days: [1, 2],
        note: 'Roughly 300 km, much of it on four-lane highway skirting the Little Rann. Port and customs families often settle in Ahmedabad after a Kutch posting.',
      },
      {
        to: 'mumbai',
        days: [2, 3],
        note: 'Shipping lines, forwarders and clearing agents keep their head offices in Mumbai, which makes this the busiest long route out of Gandhidham; the truck runs south on NH 48 through Vadodara and Surat.',
      },
      {
        to: 'jamnagar',
        days: [1],
        note: 'Refinery and port engineers swap between the two Gulf of Kutch towns. The road crosses the Surajbari bridge and goes by Morbi.',
      },
      {
        to: 'vadodara',
        days: [1, 2],
        note: 'Chemical and fertiliser plant staff move on to the Vadodara industrial belt; with an early start the goods usually arrive next morning.',
      },
      {
        to: 'surat',
        days: [2],
        note: 'Traders with family in both towns use this route, past Ahmedabad and down the Bharuch stretch of NH 48.',
      },
      {
        to: 'delhi',
        days: [3, 4],
        note: 'Kutch has many workers and officers from north India who go home this way, leaving the state through Radhanpur and Palanpur and crossing Rajasthan.',
      },
    ],
    movingHere: [
      {
        heading: 'Salt air, dust and a fierce summer',
        body: 'Kutch is dry country. From April to June afternoons often pass 40°C, and dust gets into everything, so we wrap furniture in stretch film as well as cartons. Near the creek and the port the air carries salt, which rusts steel almirahs, cycles and tools left uncovered. The monsoon is short and the rain is thin, but the Arabian Sea throws up cyclones in May–June and again around October: Cyclone Biparjoy came ashore in Kutch in June 2023. If a warning is issued for your dates, move the job by a few days rather than risk it.',
      },
      {
        heading: 'Low-rise houses on wide roads',
        body: 'Much of Gandhidham and Anjar was rebuilt after the January 2001 earthquake, and most homes are independent houses or walk-up flats of a few floors along broad, straight roads. A truck can usually stand right at the gate. Staircases in older walk-ups can be tight, though, and a sofa or a double-door fridge may have to come down by rope from a balcony; we check for this at the survey so the right crew turns up.',
      },
      {
        heading: 'Company transfers',
        body: 'Many moves from Gandhidham are paid for by an employer: a port, a shipping company, a PSU or a factory. Before packing day, ask your HR or accounts team what they need to settle the claim. Usually that is a GST invoice, the consignment note and an itemised list of the cartons; we hand over all three. If the company pays us directly, its purchase order should reach us before the truck is booked.',
      },
      {
        heading: 'Gujarat is a dry state',
        body: 'Prohibition applies across Gujarat, and liquor cannot be carried into or within the state without a permit. We do not pack bottles, opened or sealed, on any move to or from Gandhidham. The same goes for gas cylinders, petrol, paint thinners and other flammables, which no household move carries anywhere. Empty the cupboard before the packers arrive and it saves an awkward conversation on the day.',
      },
    ],
    faqs: [
      {
        q: 'Can a move from Adipur to Gandhidham be done in one day?',
        a: 'Yes. The two towns are a few kilometres apart, so a one- or two-bedroom home is normally packed in the morning, driven across and unloaded the same evening. Larger houses with a lot of furniture may need the packing done a day ahead.',
      },
      {
        q: 'I am being posted to Mundra. Is that a local shift or an intercity one?',
        a: 'Mundra is about an hour to the west, so we run it like a long local move: one truck, one crew, delivery on the same day if loading starts early. If your new company flat is inside a port or plant township, get the gate pass in your name first.',
      },
      {
        q: 'When is the worst time to move in Kutch?',
        a: 'Midday in May and June, because of the heat, and any day with a cyclone warning on the coast. Diwali and the Gujarati New Year that follows it are also slow, as many crews and families travel home. Early mornings from November to February are the easiest.',
      },
      {
        q: 'Will the truck to Mumbai carry my car as well?',
        a: 'Not in the same truck; a car goes on a separate car carrier and usually reaches a day or two after the household goods. A car registered in Gujarat that will stay in Maharashtra must be re-registered there within twelve months, with an NOC from the RTO in Kutch.',
      },
    ],
  },
  hyderabad: {
    intro:
      'Hyderabad has two quite different faces for a mover. The old city around Charminar and the older parts of Secunderabad are dense, busy and full of narrow lanes, while the west of the city, from HITEC City and Gachibowli out to the Financial District, is gated communities and apartment towers that keep spreading towards the Outer Ring Road. Most families who move in are here for software, pharma or a government post; most who move out are going to Bengaluru, Pune or home to Andhra Pradesh. Crossing the city can take two hours in traffic alone, so the route and the hour matter as much as the packing.',
    areas: [
      {
        group: 'The western IT belt',
        places: [
          'Gachibowli',
          'Madhapur',
          'Kondapur',
          'Kukatpally',
          'Miyapur',
          'Manikonda',
          'Nanakramguda',
          'Kokapet',
          'Narsingi',
          'Tellapur',
        ],
        note: 'Almost every move here is into or out of a gated community, so the service lift and the gate slot are booked with the association a few days ahead.',
      },
      {
        group: 'Banjara Hills and central Hyderabad',
        places: ['Banjara Hills', 'Jubilee Hills', 'Somajiguda', 'Begumpet', 'Ameerpet', 'Himayatnagar', 'Abids'],
        note: 'Bungalows and independent houses on rocky, winding roads; a few lanes in the hills are too steep or tight for a full-size truck.',
      },
      {
        group: 'Secunderabad and the north',
        places: ['Secunderabad', 'Trimulgherry', 'Alwal', 'Sainikpuri', 'Kompally', 'Bowenpally', 'Malkajgiri', 'ECIL'],
        note: 'Quieter colonies with many serving and retired defence families, and independent houses more common than towers.',
      },
      {
        group: 'Old City and the east',
        places: ['Charminar', 'Malakpet', 'Chandrayangutta', 'Santoshnagar', 'Dilsukhnagar', 'LB Nagar', 'Uppal'],
        note: 'Near Charminar the lanes cannot take a truck: a small tempo loads at the door and the goods move to the big vehicle on a main road.',
      },
      {
        group: 'Beyond the Outer Ring Road',
        places: ['Shamshabad', 'Patancheru', 'Sangareddy', 'Ghatkesar', 'Shadnagar'],
        note: 'Airport staff settle around Shamshabad, and pharma and chemical units draw families to the Patancheru side.',
      },
    ],
    neighbours: [],
    commonMoves: [
      {
        to: 'bengaluru',
        days: [2],
        note: 'The most travelled long route out of Hyderabad, taken by IT staff all through the year. Trucks go down NH 44 by Kurnool and Anantapur, a good road the whole way.',
      },
      {
        to: 'vijayawada',
        km: 275,
        days: [1],
        note: 'About 275 km on NH 65 by Suryapet and Kodad. Skip the week before Sankranti, when a large part of the city drives home to Andhra and the highway crawls.',
      },
      {
        to: 'visakhapatnam',
        days: [2],
        note: 'Steel plant, port and Navy families use this route, which runs through Vijayawada and then up the coast on NH 16 past Rajahmundry.',
      },
      {
        to: 'pune',
        days: [2],
        note: 'Westward on NH 65 through Zaheerabad and Solapur; a common switch for engineers moving between the two IT cities.',
      },
      {
        to: 'chennai',
        days: [2],
        note: 'Pharma, engineering and hospital staff shift between the two often. Chennai’s wet months, October to December, can slow the last leg.',
      },
      {
        to: 'delhi',
        days: [4, 6],
        note: 'Mostly central government and defence transfers. The truck keeps to NH 44 nearly all the way, through Nagpur, Jhansi and Agra.',
      },
    ],
    movingHere: [
      {
        heading: 'Gated communities and association NOCs',
        body: 'The newer flats of Gachibowli, Kondapur, Kokapet and Tellapur sit inside gated communities, each with its own rules. Before a move out, most associations want any dues cleared and give a no-objection letter or gate pass; without it security may not let the loaded truck leave. The service lift is booked in slots, often not on Sundays, and its walls are padded before our crew uses it. Ask your facility office for the rules in writing a week ahead and share them with us.',
      },
      {
        heading: 'Truck timings and Old City lanes',
        body: 'Large goods vehicles are usually allowed onto the main city roads only at night, so a long-distance truck often waits at the edge of town and the day’s loading is done with smaller vehicles that shuttle to it. In the Old City, around Charminar, Laad Bazaar and the older mohallas, even a tempo cannot always reach the door, and the last stretch is done by hand. We plan these handovers at the survey, not on the day.',
      },
      {
        heading: 'Heat in April and May, flooding after a downpour',
        body: 'The Deccan summer is dry and hot, with afternoons above 40°C, which is hard on the crew and on electronics sitting in a closed truck; we load early in the morning. From June to September the city gets short, heavy storms, and some underpasses and low roads go under water within an hour. On a day with a heavy-rain warning we keep plastic sheets ready and, if the customer agrees, shift the date.',
      },
      {
        heading: 'Ganesh, Bonalu and Sankranti',
        body: 'Three festivals change the moving calendar. On the Ganesh immersion day the roads to Hussain Sagar and Tank Bund are closed for processions. Bonalu, in the Ashada month around July, fills the Old City and Secunderabad with processions on its Sundays. In mid-January the city empties for Sankranti, and crews and trucks are hard to find for about a week.',
      },
      {
        heading: 'Crossing into Andhra Pradesh',
        body: 'Since 2014 Telangana and Andhra Pradesh are separate states, so a move to Vijayawada, Guntur or Vizag is an interstate move. A car that will stay in Andhra must be re-registered there within a year, with an NOC from its Telangana RTO. Keep invoices of any new appliances with you for the checks at the border.',
      },
    ],
    faqs: [
      {
        q: 'Can you shift us from Kukatpally to Gachibowli on a weekday?',
        a: 'Yes. We start packing early, load before the office rush builds on the JNTU and HITEC City roads, and for most two-bedroom flats unload the same day. Booking both societies’ lifts for the same morning is the part that needs planning.',
      },
      {
        q: 'Our society in Kondapur wants a move-out NOC. What is it?',
        a: 'It is a letter from your residents’ association saying your maintenance and other dues are paid and you may take your goods out. Security checks it at the gate, so apply a few days before the move. The new society may ask for a move-in form as well.',
      },
      {
        q: 'Can my car come with us to Vijayawada?',
        a: 'Yes, on a car carrier, usually reaching a day after the household goods. Because the car crosses into Andhra Pradesh, get the NOC from your Telangana RTO and re-register it in Andhra within twelve months.',
      },
      {
        q: 'Should we move before or after Sankranti?',
        a: 'After, if your dates allow. In the days before the festival the Vijayawada highway is jammed, many packers are on leave and prices for trucks go up. From the last week of January things return to normal.',
      },
    ],
  },
  chennai: {
    intro:
      'Chennai runs a long way along the coast, from the port and power plants of Ennore in the north to the IT parks on Old Mahabalipuram Road in the south, with the car factories of Sriperumbudur and Oragadam out to the west. A move from one end to the other can mean forty kilometres of slow road. People come here for IT, automobile and engineering jobs, for the hospitals and the colleges; many who leave are bound for Bengaluru or Hyderabad, or for their home districts elsewhere in Tamil Nadu. Unlike most of India, Chennai gets its heaviest rain from October to December, and it is that season, more than the summer, that a mover here plans around.',
    areas: [
      {
        group: 'Central Chennai',
        places: ['T. Nagar', 'Mylapore', 'Nungambakkam', 'Alwarpet', 'Egmore', 'Kilpauk', 'Royapettah', 'Triplicane'],
        note: 'Older blocks of three or four floors, many with no lift or a lift too small for a fridge, and streets where a truck can stand only briefly.',
      },
      {
        group: 'South Chennai and OMR',
        places: [
          'Adyar',
          'Besant Nagar',
          'Velachery',
          'Perungudi',
          'Thoraipakkam',
          'Sholinganallur',
          'Navalur',
          'Siruseri',
          'Kelambakkam',
        ],
        note: 'Tall gated towers along the IT corridor with service lifts and fixed move-in hours; much of Velachery and Pallikaranai floods in a bad monsoon.',
      },
      {
        group: 'West Chennai and GST Road',
        places: [
          'Anna Nagar',
          'Vadapalani',
          'Porur',
          'Ambattur',
          'Avadi',
          'Guindy',
          'Chromepet',
          'Tambaram',
          'Guduvanchery',
        ],
      },
      {
        group: 'North Chennai',
        places: ['George Town', 'Sowcarpet', 'Royapuram', 'Perambur', 'Kolathur', 'Madhavaram', 'Tiruvottiyur'],
        note: 'In George Town and Sowcarpet the lanes are far too narrow for a truck; goods leave on a small vehicle first.',
      },
      {
        group: 'The industrial west and south',
        places: ['Sriperumbudur', 'Oragadam', 'Poonamallee', 'Chengalpattu', 'Mahindra World City'],
        note: 'Factory engineers on transfer make up much of the moving here, often into company housing or new layouts near the plants.',
      },
    ],
    neighbours: [],
    commonMoves: [
      {
        to: 'bengaluru',
        km: 350,
        days: [1, 2],
        note: 'Roughly 350 km on NH 48 through Vellore and Krishnagiri, the most travelled road out of the city. Loaded in the morning, goods are often unloaded the next morning.',
      },
      {
        to: 'hyderabad',
        km: 630,
        days: [2, 3],
        note: 'A frequent switch for IT and pharma staff. The truck heads north into Andhra Pradesh and then inland; the journey is about 630 km.',
      },
      {
        to: 'coimbatore',
        days: [1, 2],
        note: 'Families from the western districts going home, and engineers moving to Coimbatore’s pump and textile industry, travel this way through Salem.',
      },
      {
        to: 'kochi',
        days: [2, 3],
        note: 'Keralite families in Chennai return this way, through Salem and Coimbatore and into Kerala at the Walayar check post.',
      },
      {
        to: 'mumbai',
        days: [4, 5],
        note: 'Banking and corporate transfers, along NH 48 through Bengaluru, Hubli and Pune. In the western monsoon, June to September, allow an extra day.',
      },
      {
        to: 'delhi',
        km: 2000,
        days: [6, 7],
        note: 'Over 2,000 km, mostly central government and armed forces postings, on NH 44 by way of Nagpur; winter fog in the north can add a day in December and January.',
      },
    ],
    movingHere: [
      {
        heading: 'The north-east monsoon',
        body: 'Most of Chennai’s rain falls from October to December, and it falls hard. Cyclones cross this coast in November and December, and in 2015 and again with Cyclone Michaung in December 2023 large parts of the south and west of the city, such as Velachery, Pallikaranai, Mudichur and Tambaram, stood under water for days. If your move falls in these months, keep two spare days in the plan, ask us for waterproof wrapping and do not leave goods waiting on a ground floor.',
      },
      {
        heading: 'Heat and humid sea air',
        body: 'April to June is long and sticky, with May the hottest, and the sea breeze only arrives in the afternoon. We start packing at dawn and keep electronics out of the sun. Humidity swells wooden doors and drawers, and furniture packed while damp can grow mould in a closed truck, so anything wiped down is left to dry before it is wrapped.',
      },
      {
        heading: 'Stilt buildings and small lifts',
        body: 'A typical Chennai apartment block has parking on stilts and four floors above, with a compact lift or none. Wardrobes, double-door fridges and sofas often have to go by the staircase, which needs more hands and more time. On OMR and in the newer towers, associations usually fix hours for moving, ask for the lift to be booked and sometimes want the owner’s letter before a tenant moves out.',
      },
      {
        heading: 'Pongal, Deepavali and the June reopening',
        body: 'In mid-January the city empties for Pongal, and the same happens around Deepavali: drivers and packers travel to their villages and trucks are scarce. Schools reopen in early June, so late May is the busiest fortnight of the year for family moves. Book these dates two or three weeks ahead.',
      },
      {
        heading: 'Truck hours in the city',
        body: 'Heavy goods vehicles are usually kept off the main city roads during the day, so a large intercity truck often loads at night or meets a smaller vehicle at the edge of the city. On Anna Salai and the inner roads even a mid-size truck struggles to stop, and we choose the vehicle to suit your street.',
      },
    ],
    faqs: [
      {
        q: 'We are shifting from Velachery to Tambaram in November. Will our things stay dry?',
        a: 'They will if the day is planned for rain. We wrap mattresses, sofas and electronics in plastic over the usual layers, load under cover where the building allows, and keep the truck closed between trips. If a cyclone warning is issued for your date, we will suggest moving it.',
      },
      {
        q: 'Our flat in Mylapore has no lift. Can a double-door fridge come down three floors?',
        a: 'Yes. Our crew carries it on straps down the stairs, upright and with the doors taped. We send extra hands for walk-up buildings and check the turns of the staircase at the survey.',
      },
      {
        q: 'How long does a move to Bengaluru take?',
        a: 'Packing usually takes a day, and the drive is about 350 km, so goods loaded in the afternoon generally reach Bengaluru the next morning. A dedicated truck can be quicker than a shared load, which waits for other customers’ goods.',
      },
      {
        q: 'Does my Tamil Nadu car need new number plates in Bengaluru?',
        a: 'Yes, if it is going to live there: a car kept in Karnataka has to be re-registered within twelve months of arriving, and for that you need an NOC from the Chennai RTO where it is registered now. We carry the car on a carrier; the paperwork is yours to file.',
      },
    ],
  },
  kochi: {
    intro:
      'Kochi is less one city than a chain of islands and mainland towns tied together by bridges: Ernakulam on the mainland, the old harbour towns of Fort Kochi and Mattancherry across the water, Willingdon Island between them, and suburbs stretching north to Aluva and east to Kakkanad. As Kerala’s commercial capital it has the port, Cochin Shipyard, the refinery at Ambalamugal, the Navy’s Southern Naval Command and the IT parks at Kakkanad, so transfers in and out never stop. A great many families also have someone in the Gulf, and packing a flat for storage while its owners are abroad is everyday work here. Rain, humidity and the traffic on the bridges decide how a Kochi move goes.',
    areas: [
      {
        group: 'Ernakulam city',
        places: [
          'Kaloor',
          'Kadavanthra',
          'Panampilly Nagar',
          'Palarivattom',
          'Elamakkara',
          'Edappally',
          'Vyttila',
          'Thevara',
        ],
        note: 'High-rise flats stand next to older family houses on narrow pocket roads, where a lorry cannot turn in and the goods are walked out to the main road.',
      },
      {
        group: 'Fort Kochi and the islands',
        places: ['Fort Kochi', 'Mattancherry', 'Willingdon Island', 'Thoppumpady', 'Palluruthy', 'Vypeen'],
        note: 'Heritage lanes in Fort Kochi and Mattancherry take only small vehicles, and the bridges to the islands choke at office hours.',
      },
      {
        group: 'Kakkanad and the east',
        places: ['Kakkanad', 'Thrikkakara', 'Vazhakkala', 'Tripunithura', 'Maradu', 'Ambalamugal'],
        note: 'Apartment towers around Infopark and SmartCity house many IT families; Tripunithura, the old royal town, is mostly independent homes.',
      },
      {
        group: 'North towards the airport',
        places: ['Kalamassery', 'Eloor', 'Aluva', 'Angamaly', 'Nedumbassery', 'Perumbavoor'],
        note: 'The industrial belt along the Periyar and the airport at Nedumbassery; the metro line reaches Aluva.',
      },
    ],
    neighbours: ['kottayam', 'calicut'],
    commonMoves: [
      {
        to: 'bengaluru',
        km: 550,
        days: [2, 3],
        note: 'IT staff and their families go both ways. Trucks leave Kerala by the Palakkad Gap and Walayar and run through Salem and Krishnagiri, about 550 km.',
      },
      {
        to: 'thiruvananthapuram',
        km: 200,
        days: [1],
        note: 'Government postings and moves to Technopark. It is only about 200 km on NH 66 through Alappuzha and Kollam, but a slow road through town after town.',
      },
      {
        to: 'chennai',
        km: 700,
        days: [2, 3],
        note: 'Bank, shipping and hospital staff shift to Chennai; nearly 700 km by Coimbatore and Salem. In Chennai’s rains, October to December, keep a day spare.',
      },
      {
        to: 'coimbatore',
        km: 200,
        days: [1],
        note: 'Under 200 km through Thrissur and Palakkad, popular with families who have business or relatives on both sides of the border.',
      },
      {
        to: 'mumbai',
        km: 1400,
        days: [4, 5],
        note: 'About 1,400 km. Naval officers posted to the Western Naval Command and Keralite families long settled in Mumbai make up most of these moves.',
      },
    ],
    movingHere: [
      {
        heading: 'A long, heavy monsoon',
        body: 'The south-west monsoon usually reaches Kerala around the first of June, and June to August bring day after day of heavy rain; October and November add evening thunderstorms. After a cloudburst, stretches around Kaloor, Edappally and the MG Road area are quickly under water, and in August 2018 the Periyar flooded Aluva and the towns along it. In these months we wrap everything in plastic over the usual layers and load under a porch or canopy where there is one.',
      },
      {
        heading: 'Humidity and mould',
        body: 'Humidity in Kochi stays high for most of the year. Leather sofas, wooden cots, books, mattresses and camera gear can grow fungus within weeks if they are sealed in plastic while damp. Wipe and dry things in the days before packing; we add silica gel packs to cartons of books and electronics. For goods that will sit in storage while you are abroad, plan a check every few months by someone you trust.',
      },
      {
        heading: 'Flats, pocket roads and bridges',
        body: 'Newer towers have associations that want the lift booked and a move-in or move-out form filed. Many older homes stand on narrow pocket roads or behind a compound wall with a small gate, and the truck waits at the junction while the crew carries loads out. The Vyttila and Kundannoor junctions and the bridges to the islands are jammed at rush hours, so we time the drive for mid-morning or early afternoon.',
      },
      {
        heading: 'Onam, school reopening and holidays from the Gulf',
        body: 'Schools in Kerala reopen in early June, right at the start of the rains, so late May is crowded with family moves. Onam, in August or September, and the Christmas week see crews on leave. The Gulf summer holidays, July and August, bring many families home, and that is when a lot of household goods are packed for storage or for a new flat.',
      },
    ],
    faqs: [
      {
        q: 'We are going to the Gulf for three years. Can our Kakkanad flat be packed for storage?',
        a: 'Yes. We empty and dry the fridge, dismantle cots and wardrobes, wrap wooden and leather pieces so they can breathe and list every carton with photos. Storage in Kochi’s damp air needs good packing more than anything else, so tell us the goods will be stored for long when you book.',
      },
      {
        q: 'Can a truck reach our house in Fort Kochi?',
        a: 'Usually not right to the door. The lanes of Fort Kochi and Mattancherry are narrow and crowded with visitors, so a small vehicle shuttles goods to the larger truck parked on a wider road outside the heritage quarter.',
      },
      {
        q: 'Is it safe to move during the monsoon?',
        a: 'Yes, with more care. Moves go on all through June and July; we add waterproof wrapping, keep mattresses and electronics for the last dry window of the day and avoid any day with a red alert. A date slipping by a day is better than wet furniture.',
      },
      {
        q: 'How long does it take to get our goods to Bengaluru?',
        a: 'Usually two to three days from the day of loading. A truck booked only for your goods is quicker than space on a shared truck, which waits for a full load before it leaves Kochi.',
      },
    ],
  },
  kottayam: {
    intro:
      'Kottayam is a district town, not a metro: a compact centre around the railway station, Baker Junction and the bus stands, and around it homes set in their own compounds among rubber and coconut trees. It is known for its newspapers and colleges and for the Rubber Board, and for how many of its families have children working abroad, nurses in the UK, Ireland, Canada, Australia and the Gulf among them. So a typical Kottayam move is not a flat changing hands. It is a family house being packed up while the parents shift nearer their children in Kochi or Bengaluru, or a house being set up again for someone coming back. The backwaters at Kumarakom lie to the west and the Idukki high ranges to the east.',
    areas: [
      {
        group: 'Kottayam town',
        places: [
          'Nagampadam',
          'Kanjikuzhy',
          'Kodimatha',
          'Chalukunnu',
          'Kumaranalloor',
          'Gandhinagar',
          'Sankranthi',
          'Thellakom',
        ],
        note: 'Houses inside compound walls on winding roads; a small truck or a tempo is often the largest vehicle that can reach the gate.',
      },
      {
        group: 'Along the MC Road',
        places: ['Ettumanoor', 'Chingavanam', 'Changanassery', 'Kuravilangad'],
        note: 'The Main Central Road ties these towns together; it is narrow and busy, so the truck stops on it only for as long as loading takes.',
      },
      {
        group: 'East towards the hills',
        places: ['Pala', 'Pampady', 'Ponkunnam', 'Kanjirappally', 'Erattupetta', 'Mundakayam'],
        note: 'The roads to Idukki start here. Many houses sit below or above the road with steps to climb, which means a longer carry for the crew.',
      },
      {
        group: 'The lake side',
        places: ['Kumarakom', 'Thiruvarppu', 'Vaikom', 'Kaduthuruthy'],
        note: 'Low-lying villages near Vembanad Lake go under water in a bad monsoon, and some houses are reached only along narrow bunds.',
      },
    ],
    neighbours: ['kochi'],
    commonMoves: [
      {
        to: 'kochi',
        km: 65,
        days: [0],
        note: 'About 65 km, by Vaikom or by Muvattupuzha. Retired parents moving into a flat near their children, or close to the airport for visits abroad, make this the most frequent move.',
      },
      {
        to: 'thiruvananthapuram',
        km: 150,
        days: [1],
        note: 'Roughly 150 km down the MC Road through Changanassery, Adoor and Kottarakkara; taken by government staff and families with children at Technopark.',
      },
      {
        to: 'bengaluru',
        days: [2, 3],
        note: 'Young professionals and nurses at Bengaluru hospitals; the truck goes north through Thrissur and Palakkad before crossing into Tamil Nadu at Walayar.',
      },
      {
        to: 'chennai',
        days: [2, 3],
        note: 'Students and hospital staff heading to Chennai; about two long days of road once loaded, longer in Chennai’s rainy months.',
      },
      {
        to: 'delhi',
        km: 2500,
        days: [6, 8],
        note: 'The longest of the usual routes out of Kottayam, over 2,500 km, mostly nurses at Delhi hospitals and central government employees; small households often go on a shared truck.',
      },
    ],
    movingHere: [
      {
        heading: 'Family houses in rubber country',
        body: 'The usual Kottayam home is an independent house of one or two floors on its own plot, often up a slope or down a flight of steps from the road. Older houses hold heavy wooden furniture, such as teak cots, almirahs and dining tables, that has to be dismantled and wrapped piece by piece, and some of it will not fit into a city flat. Narrow lanes mean a pickup often ferries goods to the truck waiting on the main road.',
      },
      {
        heading: 'Packing up while the family is abroad',
        body: 'Many moves here are arranged from London, Dubai or Toronto. We can survey by video call with a relative walking through the house, and that relative, holding the keys, must be present on the packing day to check the list. We photograph each room and send the inventory to the family abroad. Decide beforehand which things stay in the locked house, which go into storage and which go to a child’s flat.',
      },
      {
        heading: 'Monsoon and the rivers',
        body: 'June to August brings heavy rain, and the Meenachil river, which flows through Pala and past Kottayam town, rises fast. In the 2018 floods the Kumarakom and Kuttanad side stayed under water for days. Plan lake-side moves for a dry spell, keep a spare day in the plan and make sure nothing waits on the floor of a ground-floor room.',
      },
      {
        heading: 'Sabarimala season',
        body: 'From mid-November to mid-January, Kottayam is one of the main gateways for Sabarimala pilgrims. The railway station and the roads towards Erumeli and Mundakayam are crowded with pilgrim buses and cars, especially around the Mandala Puja and Makaravilakku days. Moves still go ahead, but we avoid those roads on peak days and leave earlier.',
      },
    ],
    faqs: [
      {
        q: 'My parents are shifting from our house in Pala to a flat in Kochi. Will their old furniture fit?',
        a: 'Often not all of it. Big cots and almirahs may not pass through a flat’s doors or lift. At the survey we measure the largest pieces against the new flat’s plan so the family can decide what to take, dismantle, sell or leave.',
      },
      {
        q: 'We live abroad. Can a relative manage the move for us?',
        a: 'Yes. The survey can be a video call with the relative at the house, the quote comes to you by e-mail or WhatsApp, and the relative signs the inventory on the day. You pay from abroad to the company account printed on the quotation.',
      },
      {
        q: 'Is it a problem to move during the Sabarimala season?',
        a: 'Not within town. Only the roads east towards Erumeli get very busy, and on the main festival days traffic is diverted. If your new home is in that direction, we will suggest a weekday away from the peak dates.',
      },
      {
        q: 'Can a truck reach a house on a narrow road near Kanjirappally?',
        a: 'Often only a small vehicle can. We check the road at the survey; if a lorry cannot get in, goods go in a pickup to the truck on the highway. Hill houses with steps need extra crew, which we plan for in advance.',
      },
    ],
  },
  calicut: {
    intro:
      'Calicut, officially Kozhikode, is the chief city of Malabar: the old spice port where traders have come for centuries, now known for SM Street, its halwa and biryani, and for the many families with someone working in the Gulf. The core between the beach and Mananchira is compact and crowded; the city then spreads along the roads to Medical College, Feroke and Kunnamangalam. Students come to NIT Calicut, IIM Kozhikode and the Medical College, and doctors, teachers and bank officers come on postings. Anyone leaving for Bengaluru or Mysuru climbs the Thamarassery ghat and passes through forest that is closed to traffic at night, and that single fact shapes every such move.',
    areas: [
      {
        group: 'Central Calicut',
        places: [
          'Mananchira',
          'Palayam',
          'Nadakkavu',
          'Eranhipalam',
          'West Hill',
          'Chalappuram',
          'Puthiyara',
          'Kallai',
        ],
        note: 'SM Street and the Valiyangadi market lanes cannot take a lorry; goods there go by hand to a small pickup.',
      },
      {
        group: 'Medical College side and the east',
        places: ['Medical College', 'Chevayur', 'Kovoor', 'Vellimadukunnu', 'Kunnamangalam', 'Chathamangalam'],
        note: 'Doctors, nurses and students rent here. NIT is at Chathamangalam and IIM at Kunnamangalam, each about half an hour from the centre.',
      },
      {
        group: 'South along the coast',
        places: ['Beypore', 'Feroke', 'Ramanattukara', 'Meenchanda', 'Cheruvannur'],
        note: 'Beypore is the old port where wooden urus are still built; Feroke and Ramanattukara lie on the way to the airport at Karipur.',
      },
      {
        group: 'North Malabar and the hills',
        places: ['Koyilandy', 'Vadakara', 'Balussery', 'Mukkam', 'Thamarassery'],
        note: 'Thamarassery sits at the foot of the ghat road to Wayanad.',
      },
    ],
    neighbours: ['kochi', 'mangalore'],
    commonMoves: [
      {
        to: 'bengaluru',
        km: 350,
        days: [2],
        note: 'About 350 km by Wayanad and Mysuru, up the Thamarassery ghat on NH 766. The road through Bandipur forest is shut from 9 pm to 6 am, so trucks plan to cross it in daylight.',
      },
      {
        to: 'kochi',
        km: 190,
        days: [1],
        note: 'South on NH 66 through Malappuram and Thrissur districts, about 190 km; a common posting for bank, insurance and government staff.',
      },
      {
        to: 'mangalore',
        days: [1],
        note: 'North on the coast road through Kannur and Kasaragod; students at Mangalore’s medical colleges and traders with links across the border use it.',
      },
      {
        to: 'coimbatore',
        days: [1],
        note: 'Inland by Palakkad and the Walayar check post. Families in the textile and hardware trades move between the two.',
      },
      {
        to: 'chennai',
        days: [2, 3],
        note: 'Students and professionals leaving for Chennai, by way of Palakkad, Coimbatore and Salem.',
      },
      {
        to: 'mumbai',
        km: 1200,
        days: [3, 4],
        note: 'Malabar’s old trade ties with Mumbai keep this route busy; it is about 1,200 km up the west coast.',
      },
    ],
    movingHere: [
      {
        heading: 'The ghat road and the forest',
        body: 'The Thamarassery churam climbs to Wayanad in nine hairpin bends. A broken-down lorry or a landslip in the monsoon can block it for hours. Beyond Wayanad, the highway crosses Bandipur Tiger Reserve, closed to vehicles between 9 in the evening and 6 in the morning, and the road through Mudumalai towards Gudalur has a similar night ban. A truck that misses the morning window waits until the next morning, so for Bengaluru and Mysuru we load early or the evening before.',
      },
      {
        heading: 'Rain from June to August',
        body: 'Calicut gets some of the heaviest monsoon rain in Kerala, and the low roads of the city fill with water after a heavy spell. Most days still have dry hours; we use them for loading and keep mattresses, electronics and upholstered furniture under plastic. A red alert for Kozhikode district usually means postponing.',
      },
      {
        heading: 'Gulf families and big houses',
        body: 'Many homes here were built with earnings from the Gulf: large two-storey houses with wide gates and a lot of furniture. Moves often happen when a wife and children join the husband abroad, or when a family returns for good. If part of the household is to be shipped overseas, we pack that part separately for export; the rest can be stored or moved within Kerala.',
      },
      {
        heading: 'Ramadan, Eid and Onam',
        body: 'During Ramadan many shops in the old city close in the afternoon and the streets are busy after dusk. SM Street and the markets around Palayam are packed in the days before Eid and Onam, when even a tempo can take an hour to get through. We plan central moves for early mornings in those weeks.',
      },
    ],
    faqs: [
      {
        q: 'Why can’t the truck for Bengaluru just drive through the night?',
        a: 'Because the forest roads through Bandipur and Mudumalai are closed to traffic at night to protect wildlife. A truck leaving Calicut in the evening waits at the check post until morning, so we time the loading to cross the forest in daylight.',
      },
      {
        q: 'We are joining my husband in Dubai. Can you handle what goes and what stays?',
        a: 'Yes. What you ship is packed separately for export, with its own list for customs, and what stays behind is packed for storage or moved to a relative’s house. Tell us at the survey which room goes where, and we label each carton that way.',
      },
      {
        q: 'I am finishing at NIT Calicut. Can you send a few cartons and a bike home?',
        a: 'Yes. A few cartons travel on a shared truck, and the bike goes with them or on a carrier. Pack books in small cartons; we will seal and label them, and collect from the hostel gate if the college allows vehicles in.',
      },
      {
        q: 'I have been posted to Kalpetta. Can you move us up the ghat to Wayanad?',
        a: 'Yes. Kalpetta is roughly 75 km away, a few hours with the hairpins, so it is a one-day move. We send a medium truck, which takes the bends more easily than a long trailer. Wayanad is cooler and wetter than the coast, so wrap wooden furniture well and air the new house before the goods go in.',
      },
    ],
  },
  mangalore: {
    intro:
      'Mangalore, officially Mangaluru, is the port city of coastal Karnataka, pressed between the Arabian Sea and the Western Ghats with the Netravati and Gurupura rivers on either side. It is a students’ city as much as a traders’ one: medical, dental, nursing and engineering colleges draw young people from all over India every year. The New Mangalore Port at Panambur, the MRPL refinery and the Baikampady industrial area bring officers and engineers on transfer, and a large share of local families have someone in the Gulf, in Mumbai or in Bengaluru. Tulu, Kannada, Konkani and Beary are all spoken here. The city receives one of the wettest monsoons of any Indian city, and the ghat roads to the plateau decide how long a move to Bengaluru takes.',
    areas: [
      {
        group: 'Central Mangaluru',
        places: [
          'Hampankatta',
          'Kodialbail',
          'Balmatta',
          'Bejai',
          'Kadri',
          'Falnir',
          'Attavar',
          'Bendoor',
          'Kankanady',
        ],
        note: 'The city sits on laterite hills, so roads rise and dip; old tile-roofed houses with long flights of steps stand beside new apartment towers.',
      },
      {
        group: 'Towards Surathkal and the port',
        places: ['Urwa', 'Kottara', 'Kulur', 'Panambur', 'Baikampady', 'Surathkal'],
        note: 'NITK at Surathkal, the port at Panambur and the refinery further north bring most of the transfers in this belt.',
      },
      {
        group: 'South towards Ullal',
        places: ['Pumpwell', 'Thokkottu', 'Ullal', 'Deralakatte', 'Konaje', 'Talapady'],
        note: 'Deralakatte has several medical colleges, and Talapady marks the Kerala border on NH 66.',
      },
      {
        group: 'Beyond the city',
        places: ['Bajpe', 'Moodbidri', 'Bantwal', 'Puttur', 'Udupi', 'Manipal'],
        note: 'The airport is at Bajpe; Udupi and Manipal are about an hour up the coast.',
      },
    ],
    neighbours: ['calicut', 'goa'],
    commonMoves: [
      {
        to: 'bengaluru',
        km: 350,
        days: [1, 2],
        note: 'About 350 km. NH 75 climbs the Shiradi ghat to Sakleshpur and Hassan; when Shiradi is shut in the rains, trucks go round by Charmadi or by Madikeri.',
      },
      {
        to: 'mumbai',
        days: [2, 3],
        note: 'Mangaloreans have lived and worked in Mumbai for generations, and this is a steady route both ways, up the coast by Udupi, Karwar and Goa.',
      },
      {
        to: 'goa',
        days: [1],
        note: 'Konkani-speaking families and hotel staff move between the two often; NH 66 follows the coast through Kundapur and Karwar.',
      },
      {
        to: 'mysuru',
        km: 250,
        days: [1],
        note: 'Through Sullia, the Sampaje ghat and Madikeri in Kodagu, roughly 250 km; often chosen for retirement or for a posting.',
      },
      {
        to: 'kochi',
        days: [1, 2],
        note: 'Keralite doctors and nurses who trained here head home on this road, crossing into Kerala at Talapady and running south through Kasaragod and Kozhikode.',
      },
    ],
    movingHere: [
      {
        heading: 'One of India’s wettest monsoons',
        body: 'From June to September Mangalore gets rain almost every day, often in heavy bursts, and the air stays close to saturated. Stretches around Pumpwell and Kottara are known to flood after a downpour. We load in the gaps between showers, cover every piece in plastic over the usual wrapping and put mattresses and electronics in last. Wooden furniture and leather need to be dry before they are packed, or they arrive spotted with mould.',
      },
      {
        heading: 'The ghats to the plateau',
        body: 'Every road to Bengaluru, Mysuru or Shivamogga climbs a ghat: Shiradi on NH 75, Charmadi, Sampaje on the Madikeri road, or Agumbe. In the monsoon, landslides often close one of them to heavy vehicles, sometimes for weeks, and the truck takes a longer way round. We check which ghats are open the day before loading and build the detour into the delivery date.',
      },
      {
        heading: 'Hill streets, steps and towers',
        body: 'A truck often cannot stop outside an old house in Kadri or Bejai: the lane is steep, and the house is twenty or forty steps above or below the road. That means more crew and a longer day. The newer towers in Kankanady, Bejai and Kadri have associations with lift bookings and fixed hours for moving, much as in any large city.',
      },
      {
        heading: 'Colleges, Dasara and Christmas',
        body: 'The college year shapes demand: students arrive in July and August and leave after exams in May and June. Mangaluru Dasara in September or October brings a huge procession from Kudroli, and roads in the centre close for it. Christmas is a big festival in the Catholic community, and late December is busy with families coming home.',
      },
    ],
    faqs: [
      {
        q: 'Shiradi ghat is closed. Will my goods still reach Bengaluru on time?',
        a: 'They will reach, but usually a few hours to a day later. The truck goes by Charmadi or by Madikeri instead, which is longer and slower. We tell you the route and the revised delivery day before loading, not after.',
      },
      {
        q: 'My son has finished MBBS at Deralakatte. Can you send his things home?',
        a: 'Yes. A student’s books, clothes, a cycle or bike and a few pieces of furniture travel on a shared truck to most cities. Pack books in small cartons so they stay liftable, and keep the hostel or landlord’s handover date in mind when you book.',
      },
      {
        q: 'Our house in Kadri has about forty steps down from the road. What changes?',
        a: 'We send more hands and allow more time, and heavy items such as a fridge or a wardrobe go on straps, one step at a time. If the lane is too narrow for the truck, a pickup ferries goods to the main road.',
      },
      {
        q: 'Which month would you avoid for a move out of Mangalore?',
        a: 'July, if you can. It is usually the wettest month, ghat closures are most likely, and a week can pass with barely a dry hour. November to February is dry and mild and by far the easiest time.',
      },
    ],
  },
  hubli: {
    intro:
      'Hubballi-Dharwad is a twin city. Hubli, the commercial half, grew up around cotton, trade and the railway, and today has the headquarters of South Western Railway. Dharwad, some twenty kilometres to the north-west, is the quieter town of learning, with Karnatak University, the agricultural university and IIT Dharwad. A BRTS corridor with its own bus lanes joins the two. People move here on railway and bank postings, for college, and for jobs in trade and small industry; many young people leave for Bengaluru and Pune. The Pune–Bengaluru highway runs right past the city, which makes long moves from here easier to plan than from most North Karnataka towns.',
    areas: [
      {
        group: 'Hubli',
        places: [
          'Vidyanagar',
          'Keshwapur',
          'Gokul Road',
          'Deshpande Nagar',
          'Old Hubli',
          'Durgadbail',
          'Unkal',
          'Navanagar',
          'Bhairidevarakoppa',
        ],
        note: 'The market streets of Old Hubli and Durgadbail are crowded; newer layouts around Vidyanagar and Gokul Road leave room to park a truck.',
      },
      {
        group: 'Dharwad',
        places: ['Saptapur', 'Malmaddi', 'Kalyan Nagar', 'Vidyagiri', 'Sattur'],
        note: 'Dharwad moves follow the academic calendar: many families arrive in May and June, before schools and colleges reopen.',
      },
      {
        group: 'Around the twin city',
        places: ['Kalghatgi', 'Kundgol', 'Navalgund', 'Gadag', 'Haveri', 'Belagavi'],
        note: 'Belagavi, about 100 km up the highway, and Gadag to the east are the most common short moves out of the district.',
      },
    ],
    neighbours: ['goa', 'kolhapur'],
    commonMoves: [
      {
        to: 'bengaluru',
        km: 410,
        days: [1, 2],
        note: 'Around 410 km south on NH 48 through Haveri, Davanagere, Chitradurga and Tumakuru; a wide road, taken by young professionals and their families.',
      },
      {
        to: 'pune',
        km: 440,
        days: [1, 2],
        note: 'North on the same highway through Belagavi, Kolhapur and Satara, about 440 km. Pune’s IT and auto jobs pull many from North Karnataka.',
      },
      {
        to: 'mumbai',
        km: 590,
        days: [2, 3],
        note: 'Around 590 km, carrying on past Pune and down the expressway ghat; traders and bank staff are most of the customers on this route.',
      },
      {
        to: 'goa',
        km: 200,
        days: [1],
        note: 'Under 200 km, through the forests beyond Dharwad and down the ghat to the coast; popular with hotel and port staff and with retirees.',
      },
      {
        to: 'hyderabad',
        km: 480,
        days: [2],
        note: 'East through Gadag and Raichur into Telangana, roughly 480 km, mostly for IT jobs and railway transfers.',
      },
    ],
    movingHere: [
      {
        heading: 'Two towns on one corridor',
        body: 'Plenty of moves are simply Hubli to Dharwad or the other way, as a family follows a child’s college or a new posting. The road between them carries the BRTS buses in their own lanes in the middle, so trucks keep to the mixed lanes and cannot stop just anywhere. We load on the side street where possible and avoid the morning and evening peaks around Unkal and Navanagar.',
      },
      {
        heading: 'Dry heat and black soil',
        body: 'April and May are hot and dusty, with afternoons close to 40°C, and the monsoon from June to September is moderate rather than heavy. The catch is the black cotton soil around the twin city: in new layouts where roads are still unpaved, a day of rain turns the ground into sticky mud that a loaded truck sinks into. If your new house is in such a layout, tell us, and we plan a smaller vehicle or a dry day. November to February is the most comfortable season.',
      },
      {
        heading: 'Railway postings',
        body: 'With the zonal headquarters here, railway staff arrive and leave all the time, often between railway quarters. Handing over a quarter usually has its own date and inspection, so book the move after you know it. Keep the GST invoice, the lorry receipt and the packing list together; most departments ask for them when settling a transfer grant.',
      },
      {
        heading: 'Ganesh festival and Deepavali',
        body: 'Ganesh Chaturthi is celebrated on a large scale in Hubli-Dharwad, with public pandals and immersion processions that block roads through the city for several evenings. Deepavali follows in October or November, when many crews go home to their villages. Book moves in those weeks early.',
      },
    ],
    faqs: [
      {
        q: 'We are moving from Vidyanagar to Dharwad. Is that a full day?',
        a: 'For a two- or three-bedroom home, usually yes: packing in the morning, twenty kilometres or so on the road and unloading by evening. A smaller flat can be finished by afternoon if the lift and parking at both ends are ready.',
      },
      {
        q: 'How long does a move from Hubli to Bengaluru take?',
        a: 'Packing takes a day and the road is about 410 km of good highway, so delivery is usually the next day, sometimes the day after if the truck is shared with other customers’ goods.',
      },
      {
        q: 'Our new house is in a layout off Gokul Road with a kutcha road. Can a truck get in after rain?',
        a: 'Often not. The black soil turns soft and a loaded truck can get stuck. We either wait for a dry spell, use a smaller vehicle to shuttle from the nearest paved road, or, if your dates are fixed, plan both.',
      },
      {
        q: 'I am being transferred to Pune. What do I do about my Karnataka-registered car?',
        a: 'The car can go on a carrier with your goods following. Once it is in Maharashtra to stay, it must be re-registered there within twelve months; start with an NOC from the Hubli RTO.',
      },
      {
        q: 'We are coming to Dharwad from Bengaluru for a university job. When should we book?',
        a: 'Early, if you arrive in late May or June: that is when most families reach Dharwad before the academic year, and trucks on the Bengaluru route fill up. If you move into campus housing, ask the estate office about its move-in days and vehicle entry before you fix a date.',
      },
    ],
  },
  kolkata: {
    intro:
      'Kolkata is one of India’s oldest big cities, and moving here shows it. The old houses of north Kolkata, with their narrow stairs and rooms of heavy wooden furniture, are only a few kilometres from the towers of New Town and the plotted houses of Salt Lake, and Howrah across the Hooghly has its own crowded lanes. Many young Bengalis leave for Bengaluru, Pune, Delhi or Hyderabad, and many come back later to be near their parents; central government, railway, port and bank staff arrive on transfer. Large trucks are usually let into the city only at night, and Durga Puja fills the streets for the better part of a week each autumn, so settling the timing comes first.',
    areas: [
      {
        group: 'North Kolkata',
        places: [
          'Shyambazar',
          'Bagbazar',
          'Shobhabazar',
          'Maniktala',
          'Ultadanga',
          'Dum Dum',
          'Baranagar',
          'Belgharia',
        ],
        note: 'Old family houses, often with no lift and a narrow staircase, on lanes where only a small tempo or a handcart can go.',
      },
      {
        group: 'Central and south Kolkata',
        places: [
          'Park Street',
          'Ballygunge',
          'Bhowanipore',
          'Alipore',
          'Gariahat',
          'Tollygunge',
          'Jadavpur',
          'Behala',
          'Garia',
        ],
        note: 'Mansion flats and older apartments around Ballygunge and Alipore; Behala and Garia have newer buildings on tighter roads.',
      },
      {
        group: 'Salt Lake and New Town',
        places: ['Salt Lake', 'Sector V', 'Kestopur', 'Baguiati', 'Lake Town', 'New Town', 'Rajarhat'],
        note: 'Salt Lake is laid out in sectors and lettered blocks of houses; New Town’s towers, by action area, have security gates and lift bookings.',
      },
      {
        group: 'Howrah and across the river',
        places: ['Howrah', 'Shibpur', 'Salkia', 'Bally', 'Uttarpara', 'Serampore'],
        note: 'Crossing from Howrah means Howrah Bridge or Vidyasagar Setu; which one depends on the hour and on the vehicle.',
      },
    ],
    neighbours: ['jamshedpur'],
    commonMoves: [
      {
        to: 'bengaluru',
        km: 1900,
        days: [5, 7],
        note: 'The busiest long route out of Kolkata, close to 1,900 km down the east coast on NH 16 through Odisha and Andhra Pradesh.',
      },
      {
        to: 'delhi',
        km: 1500,
        days: [4, 5],
        note: 'About 1,500 km on NH 19, the old Grand Trunk Road, by Dhanbad, Varanasi, Kanpur and Agra; north Indian fog in December and January can add a day.',
      },
      {
        to: 'mumbai',
        km: 2000,
        days: [5, 7],
        note: 'Westward across the country by Kharagpur, Raipur and Nagpur, nearly 2,000 km, mostly corporate and banking transfers.',
      },
      {
        to: 'bhubaneswar',
        km: 440,
        days: [1, 2],
        note: 'Around 440 km by Kharagpur and Balasore on NH 16, often taken by Odia families and by professionals moving between the two capitals.',
      },
      {
        to: 'guwahati',
        km: 1000,
        days: [3, 4],
        note: 'Roughly 1,000 km north through Siliguri and the narrow corridor into Assam; government staff, railway and oil company employees use it most.',
      },
      {
        to: 'hyderabad',
        km: 1500,
        days: [4, 6],
        note: 'About 1,500 km, a big draw for Bengali IT and pharma professionals; the truck runs down the coast to Andhra Pradesh and then turns inland.',
      },
    ],
    movingHere: [
      {
        heading: 'Old houses of north Kolkata',
        body: 'A bari in Bagbazar or Shyambazar may hold a century of furniture: teak and mahogany almirahs with mirrors, carved palangs, dressing tables and glass-fronted bookcases. Most of it was assembled inside the rooms and has to be taken apart before it can go down a narrow, winding staircase. The lanes, too, are often too tight for anything bigger than a handcart or a small tempo, which carries the goods to the truck on the main road. For houses like these a survey in person, not only a video call, is worth the time.',
      },
      {
        heading: 'Truck hours and the bridges',
        body: 'Goods vehicles are usually barred from the city’s main roads during the day, so a long-distance truck either enters at night or waits on the outskirts, near Dankuni for instance, while smaller vehicles shuttle the goods out to it. The Howrah Bridge and Vidyasagar Setu each have their own rules for heavy vehicles and their own rush hours. A move that looks short on a map can take a whole day if it crosses the river at the wrong time.',
      },
      {
        heading: 'Storms, monsoon and damp',
        body: 'April and May bring Kalbaishakhi, the sudden evening storms from the north-west. The monsoon, from June to September, floods low roads such as those around Thanthania and College Street after a heavy spell, and cyclones from the Bay of Bengal, like Amphan in May 2020, can bring down trees across the roads. The damp gets into old wood and books, so we wrap them well and keep cartons off wet floors.',
      },
      {
        heading: 'Durga Puja and the festive months',
        body: 'During Durga Puja, usually in October, pandals take over lanes and parks, traffic is diverted across the city and most crews take leave. Moves in that week are rarely possible, and the fortnight before fills up as families try to settle before the festival. Kali Puja and Diwali follow soon after. Poila Baisakh in mid-April and the Christmas week on Park Street are busy too.',
      },
    ],
    faqs: [
      {
        q: 'Can you move us from an old house in a Bagbazar lane to a flat in New Town?',
        a: 'Yes. The crew dismantles the large furniture, a small vehicle carries it to the truck on the main road, and the truck reaches New Town within the hours the society there allows for moving in. Book the lift at the New Town end before the day.',
      },
      {
        q: 'We have an old almirah with a mirror. Will it survive the road to Bengaluru?',
        a: 'With proper packing, yes. The mirror is taken off, wrapped and crated on its own, the frame is padded and any loose hinges are noted on the list. Old, dry wood can crack, so tell us at the survey which pieces are antiques.',
      },
      {
        q: 'Should we avoid shifting during Puja?',
        a: 'Yes. Between Panchami and Dashami the roads are packed with pandal visitors, trucks face diversions and most workers are on leave. Plan to finish at least a week before Mahalaya, or wait until after Lakshmi Puja.',
      },
      {
        q: 'Our car is registered in West Bengal. What happens when we move to Pune?',
        a: 'It can travel on a carrier, arriving a few days after you. A vehicle kept in another state has to be re-registered there within twelve months, and the process starts with an NOC from your RTO in Kolkata.',
      },
    ],
  },
  bhubaneswar: {
    intro:
      'Bhubaneswar is two cities in one. The old town around the Lingaraj temple and Bindusagar is more than a thousand years old, dense with temples and narrow lanes. The new capital was planned after Independence, when the state government moved from Cuttack, and was laid out in numbered units with wide roads and government quarters. Since then the city has spread north and west, to the IT parks of Chandrasekharpur and Patia and the large campuses of KIIT, SOA, AIIMS and IIT Bhubaneswar. People move here for government, teaching, medical and IT jobs, and to study; many young Odias leave for Bengaluru, Hyderabad and Pune. Fierce summer heat and cyclones from the Bay of Bengal are what a mover in Bhubaneswar plans around.',
    areas: [
      {
        group: 'Old Town and the south-east',
        places: ['Old Town', 'Badagada', 'Samantarapur', 'BJB Nagar', 'Laxmisagar', 'Rasulgarh'],
        note: 'Around Lingaraj and Bindusagar the temple lanes are narrow, so goods are carried or taken in a small vehicle to the truck on the main road.',
      },
      {
        group: 'The planned capital',
        places: [
          'Saheed Nagar',
          'Satya Nagar',
          'Bapuji Nagar',
          'Kharavela Nagar',
          'Forest Park',
          'Nayapalli',
          'Jaydev Vihar',
          'Acharya Vihar',
        ],
        note: 'Government quarters and low houses on a grid of broad roads, where a truck can almost always stand at the door.',
      },
      {
        group: 'The north: IT parks and campuses',
        places: ['Chandrasekharpur', 'Patia', 'Damana', 'Raghunathpur', 'Sailashree Vihar'],
        note: 'Apartment towers and student hostels around Infocity and KIIT; associations here expect the lift to be booked.',
      },
      {
        group: 'West and south-west',
        places: ['Khandagiri', 'Patrapada', 'Tomando', 'Pokhariput', 'Jagamara', 'Gothapatna'],
        note: 'Newer layouts towards Khurda and around AIIMS, where much of the city’s fresh building is going on.',
      },
      {
        group: 'Around the capital',
        places: ['Khurda', 'Jatni', 'Argul', 'Pipili', 'Puri'],
        note: 'IIT Bhubaneswar is at Argul and NISER near Jatni; Puri is about 60 km away on the Pipili road.',
      },
    ],
    neighbours: ['cuttack', 'kolkata'],
    commonMoves: [
      {
        to: 'kolkata',
        km: 440,
        days: [1, 2],
        note: 'North on NH 16 past Balasore and into Bengal at Kharagpur, about 440 km; Odia professionals taking jobs in Kolkata and Bengali families returning home.',
      },
      {
        to: 'bengaluru',
        km: 1450,
        days: [4, 6],
        note: 'The route most young Odias take for work, about 1,450 km south along the coast past Berhampur and Visakhapatnam before turning inland.',
      },
      {
        to: 'hyderabad',
        km: 1100,
        days: [3, 5],
        note: 'Around 1,100 km, for IT and pharma jobs; the road follows the coast into Andhra Pradesh before heading west to Telangana.',
      },
      {
        to: 'visakhapatnam',
        km: 440,
        days: [1, 2],
        note: 'About 440 km, crossing into Andhra Pradesh near Ichchapuram; steel plant, port and pharma staff move between the two often.',
      },
      {
        to: 'delhi',
        km: 1700,
        days: [5, 6],
        note: 'Some 1,700 km, mostly central government and defence postings; winter fog across the north slows the last days in December and January.',
      },
    ],
    movingHere: [
      {
        heading: 'Heat from March to June',
        body: 'Bhubaneswar gets very hot before the monsoon, with afternoons above 40°C in April and May, and the air stays humid. Heatwave warnings are common. Our crews start at first light and aim to have the truck loaded before noon; fridges, TVs and computers should not sit for hours in a closed vehicle in the sun. Keep the fans running while we pack, and plan the unloading for the evening if the new home is far.',
      },
      {
        heading: 'Cyclones from the Bay of Bengal',
        body: 'Odisha’s coast faces cyclones in May and again in October and November. Cyclone Fani in May 2019 struck Puri and then Bhubaneswar head-on, bringing down thousands of trees and cutting power for days. When the weather office issues a warning, roads and the highway to Kolkata or Visakhapatnam can close, so we move the date rather than send a truck into the storm. Transit insurance is worth taking in these months.',
      },
      {
        heading: 'Quarters, units and new towers',
        body: 'Many moves here are out of or into government quarters, which come with a fixed handover date and an inspection; book the packing after you know it. The old units have wide roads and easy access. In Patia and Chandrasekharpur the towers are newer, with security gates and lift slots, and the new layouts on the Khurda side can have unpaved roads that turn muddy in the rains.',
      },
      {
        heading: 'Rath Yatra and Durga Puja',
        body: 'In June or July the Rath Yatra at Puri draws huge crowds, and the road from Bhubaneswar to Puri through Pipili is jammed for days around it. Durga Puja in autumn is celebrated across the city with large pandals, and many workers take leave. The Raja festival in mid-June is another holiday time in Odisha. Plan moves around these dates and book early for May and June, when the academic year turns over.',
      },
    ],
    faqs: [
      {
        q: 'We live in Saheed Nagar and are moving to Patia. Is that a one-day job?',
        a: 'Yes. It is a short drive across the city, so a two- or three-bedroom home is usually packed, moved and unloaded in a day. Tell us about lift bookings at the Patia end so the crew does not wait at the gate.',
      },
      {
        q: 'Is a shift to Cuttack treated as a local move?',
        a: 'Yes. Cuttack is about 30 km away, so it is run like a local move with one truck and one crew on the same day. The time goes into the bridges and Cuttack’s narrow lanes rather than the highway.',
      },
      {
        q: 'Is May a bad month to move?',
        a: 'It is the hottest month and sits in the pre-monsoon cyclone season, so it needs more care rather than avoiding altogether. We start very early, keep an eye on warnings and leave a spare day. November to February is far more comfortable.',
      },
      {
        q: 'How long will our goods take to reach Bengaluru?',
        a: 'Usually four to six days after loading for a dedicated truck, a little longer if your goods share a truck with others. It is a long road down the coast, so we pack for a long journey with extra padding.',
      },
    ],
  },
  cuttack: {
    intro:
      'Cuttack is over a thousand years old and was Odisha’s capital until 1948. The old city stands on a narrow tongue of land where the Mahanadi splits into the Mahanadi and the Kathajodi, so it is hemmed in by water on two sides, and its neighbourhoods, the sahis, are a maze of tight lanes and old houses with shared walls. It is the seat of the Orissa High Court and home to SCB Medical College and Ravenshaw University, and it is known as the Silver City for its filigree work. Lawyers, doctors and traders, and families going between Cuttack and Bhubaneswar, make up much of the moving here; the port at Paradip and the steel plants of Kalinganagar bring company transfers.',
    areas: [
      {
        group: 'The old city',
        places: [
          'Chandni Chowk',
          'Buxi Bazaar',
          'Dolamundai',
          'Mangalabag',
          'Tulsipur',
          'Nayasarak',
          'Chauliaganj',
          'Ranihat',
        ],
        note: 'Most sahi lanes cannot take a truck at all; the goods are carried out by hand or loaded on a small vehicle first.',
      },
      {
        group: 'CDA and the newer side',
        places: ['CDA', 'Markat Nagar', 'Bidanasi', 'Link Road', 'Badambadi'],
        note: 'The Cuttack Development Authority’s planned sectors have wider roads and newer apartment blocks, and a truck can usually reach the door.',
      },
      {
        group: 'Across the rivers',
        places: ['Jagatpur', 'Choudwar', 'Charbatia', 'Phulnakhara'],
        note: 'The Jagatpur industrial area and Choudwar lie across the Mahanadi; every trip out of the old city funnels over a few bridges.',
      },
      {
        group: 'Beyond Cuttack',
        places: ['Paradip', 'Jajpur', 'Kalinganagar', 'Kendrapara', 'Athagarh', 'Salepur'],
        note: 'Paradip’s port and refinery and the Kalinganagar steel belt are each two or three hours away.',
      },
    ],
    neighbours: ['bhubaneswar', 'kolkata'],
    commonMoves: [
      {
        to: 'bhubaneswar',
        km: 30,
        days: [0],
        note: 'The twin city across the Kathajodi, about 30 km; families move to the capital for newer flats and jobs, and lawyers and doctors often move the other way.',
      },
      {
        to: 'kolkata',
        km: 410,
        days: [1, 2],
        note: 'Around 410 km up NH 16 by Bhadrak and Balasore; traders, students and Bengali families with long roots in Cuttack use it.',
      },
      {
        to: 'bengaluru',
        km: 1500,
        days: [4, 6],
        note: 'Young engineers leaving Cuttack for work mostly go here, nearly 1,500 km down the east coast.',
      },
      {
        to: 'hyderabad',
        km: 1100,
        days: [3, 5],
        note: 'About 1,100 km, a common move for IT staff and for doctors taking posts in Hyderabad’s hospitals.',
      },
      {
        to: 'delhi',
        km: 1700,
        days: [5, 6],
        note: 'Central government, bank and defence transfers over roughly 1,700 km; allow extra time for fog in the north in winter.',
      },
    ],
    movingHere: [
      {
        heading: 'Sahi lanes and old houses',
        body: 'An old Cuttack house often shares its walls with the next one, has a courtyard inside and a steep, narrow stair. The lane outside may be wide enough only for a rickshaw. Heavy wooden almirahs and cots are dismantled in the rooms, carried out piece by piece and loaded onto a small vehicle that takes them to the truck on a main road. Mornings, before the markets open, are the best time for this.',
      },
      {
        heading: 'A city between two rivers',
        body: 'Because the old city sits between the Mahanadi and the Kathajodi, all traffic in and out crosses a handful of bridges, and they jam at office hours. We time the crossing to avoid them. In a heavy monsoon, low parts of the city fill with water after a downpour, and the coast nearby takes cyclones from the Bay of Bengal: the 1999 super cyclone and Fani in 2019 are still remembered. Keep a spare day in the plan from June to November.',
      },
      {
        heading: 'Durga Puja and Bali Jatra',
        body: 'Cuttack’s Durga Puja is famous for its pandals and for idols dressed in silver filigree, and for those days the city is given over to crowds and processions. Soon after, at Kartika Purnima, Bali Jatra fills the Mahanadi bank near Barabati Fort with one of the largest open fairs in the country, and traffic around it is diverted. Moves in the old city are best kept away from both weeks.',
      },
      {
        heading: 'Summer heat and evening storms',
        body: 'From March to June the heat builds, often past 40°C, and the humidity near the rivers makes it feel worse. In April and May, sudden Kalbaisakhi storms can blow up in the late afternoon with strong winds and hail. We load in the morning, tarpaulin the truck before we leave and keep mattresses and electronics covered until they are indoors.',
      },
    ],
    faqs: [
      {
        q: 'Our house is in a lane near Chandni Chowk. Can you still move us?',
        a: 'Yes. We survey the lane first, and if a truck cannot get in, the crew carries goods to a small vehicle that shuttles to the truck parked on a wider road. It takes a little longer and needs more hands, which the quote will show.',
      },
      {
        q: 'How long does a shift from Cuttack to Bhubaneswar take?',
        a: 'One day in nearly every case. Packing takes the morning, the drive is under an hour outside office time, and unloading is finished by evening. A large house may need the packing spread over two days.',
      },
      {
        q: 'When does Bali Jatra affect a move?',
        a: 'For about a week around Kartika Purnima, usually in November. Roads near Barabati Fort, the stadium and the Mahanadi ring road are closed or diverted, so moves in the old city that week are slow and we suggest other dates.',
      },
      {
        q: 'I have been posted to Paradip. Can you move us from Cuttack?',
        a: 'Yes. Paradip is roughly 90 km away, a one-day move. If your new home is inside the port or refinery township, get the gate pass and the allotment letter ready, as security usually checks both before a truck goes in.',
      },
    ],
  },
  guwahati: {
    intro:
      'Guwahati is the gateway to the North-East: nearly every road and railway into the region passes through it, and it is by far the largest city in the region. It stretches along the south bank of the Brahmaputra, with hills such as Nilachal, where the Kamakhya temple stands, rising inside the city itself. Dispur, the capital complex of Assam, is here, as are the headquarters of Northeast Frontier Railway at Maligaon, Gauhati University and, across the river, IIT Guwahati. Oil, army and central government postings keep families moving in and out, and many young people leave for Bengaluru, Delhi, Pune and Hyderabad. Distance shapes every move: Kolkata, the nearest metro, is about 1,000 km away by road through the narrow Siliguri corridor.',
    areas: [
      {
        group: 'Central Guwahati',
        places: [
          'Paltan Bazaar',
          'Fancy Bazaar',
          'Pan Bazaar',
          'Uzan Bazaar',
          'Chandmari',
          'Silpukhuri',
          'Ulubari',
          'Zoo Road',
        ],
        note: 'The wholesale lanes of Fancy Bazaar are crowded from morning to evening, so moves there start at dawn or use small vehicles.',
      },
      {
        group: 'Dispur and GS Road',
        places: [
          'Dispur',
          'Ganeshguri',
          'Six Mile',
          'Khanapara',
          'Beltola',
          'Basistha',
          'Hatigaon',
          'Kahilipara',
          'Hengrabari',
        ],
        note: 'GS Road is the spine of the newer city; many apartment buildings stand down narrow bylanes off it, and some climb the hill slopes.',
      },
      {
        group: 'West Guwahati',
        places: ['Maligaon', 'Jalukbari', 'Adabari', 'Boragaon', 'Garchuk', 'Lokhra', 'Lalganesh'],
        note: 'Railway quarters at Maligaon and the university at Jalukbari; the airport at Borjhar lies further west.',
      },
      {
        group: 'North bank and beyond',
        places: ['North Guwahati', 'Amingaon', 'Changsari', 'Sonapur', 'Jorabat', 'Byrnihat'],
        note: 'Across the Saraighat bridges are Amingaon and IIT Guwahati, with AIIMS further on at Changsari; Jorabat is where the road to Shillong begins.',
      },
    ],
    neighbours: [],
    commonMoves: [
      {
        to: 'kolkata',
        km: 1000,
        days: [3, 4],
        note: 'About 1,000 km west along NH 27 through Bongaigaon and Siliguri, then south; bank, railway and government staff and families with roots in Bengal.',
      },
      {
        to: 'delhi',
        km: 1900,
        days: [6, 8],
        note: 'Around 1,900 km through Siliguri, north Bihar and Uttar Pradesh; students and central government staff. Fog on the plains in December and January slows trucks.',
      },
      {
        to: 'bengaluru',
        km: 3000,
        days: [8, 11],
        note: 'Close to 3,000 km, the longest of the common routes, via the Siliguri corridor and Kolkata and then down the east coast; the biggest stream of young people leaving for work.',
      },
      {
        to: 'hyderabad',
        km: 2400,
        days: [7, 9],
        note: 'Some 2,400 km for IT jobs and studies, through Bengal and Odisha; goods should be packed for a long, humid road.',
      },
      {
        to: 'patna',
        km: 900,
        days: [3, 4],
        note: 'Roughly 900 km through Siliguri and Purnea; many Bihari families in business or on railway jobs in Assam move back this way.',
      },
    ],
    movingHere: [
      {
        heading: 'Hills, bylanes and Assam-type houses',
        body: 'Guwahati is built around and over hills, so a house in Hengrabari, Kahilipara or on the Nilachal slopes may sit well above the road, up steps or a steep path. Older areas still have Assam-type houses of timber frames and tin roofs, light but full of wooden furniture. Guwahati lies in the highest earthquake zone, and most flats are in mid-rise buildings down narrow bylanes off GS Road. Often the truck waits on the main road while a smaller vehicle or the crew brings loads down.',
      },
      {
        heading: 'A long wet season',
        body: 'Pre-monsoon storms start in April and the monsoon runs from June to September, with rain often lingering into October. After heavy rain, areas such as Anil Nagar, Nabin Nagar and Zoo Road go under water within hours, and slopes can slip. Humidity stays high for months, so wooden and leather items need to be dry before packing. We wrap for rain by default here and prefer dry mornings for loading.',
      },
      {
        heading: 'Onward moves in the North-East',
        body: 'Indians who are not from Arunachal Pradesh, Nagaland, Mizoram or Manipur need an Inner Line Permit to enter those states, and that applies to the crew and driver of a moving truck as well as to the family. Apply before the move and share the dates with us. Roads to Shillong, Itanagar or Aizawl are hill roads that are slow for trucks and can close after landslides in the monsoon, so allow extra days.',
      },
      {
        heading: 'Bihu, Ambubachi and Puja',
        body: 'Rongali Bihu in mid-April is the Assamese New Year, and for about a week many offices and shops slow down. During the Ambubachi Mela in June, lakhs of pilgrims gather at Kamakhya and traffic around Nilachal and Maligaon is restricted. Durga Puja in autumn is celebrated across the city. Magh Bihu in January is shorter but also a holiday. Heavy trucks are usually allowed into the city only at night, so long-distance loading is planned around that.',
      },
    ],
    faqs: [
      {
        q: 'Why does a move from Guwahati to Bengaluru take over a week?',
        a: 'Because the road is close to 3,000 km. Every truck leaving the North-East goes west through the Siliguri corridor, then across Bengal and down the coast. Even with steady driving that is eight days or more, and a shared truck may wait for a full load before leaving.',
      },
      {
        q: 'We are posted to Itanagar next. Does the moving crew need a permit?',
        a: 'Yes. Everyone entering Arunachal Pradesh from outside the state, including our driver and crew, needs an Inner Line Permit. Arunachal issues it online; apply for your family, and give us the dates early so the crew’s permits are ready too.',
      },
      {
        q: 'Our flat is up a slope in Hengrabari. Can the truck reach?',
        a: 'Sometimes not. Many hillside lanes take only a small vehicle or none at all. At the survey we see how far the truck can come and plan a pickup to shuttle goods down, or crew to carry them, which adds time but keeps things safe.',
      },
      {
        q: 'Can my car travel with us to Delhi?',
        a: 'Yes, on a car carrier, arriving after a week or so. A car from Assam kept in Delhi must be re-registered there within a year, and the first step is an NOC from your RTO in Guwahati.',
      },
    ],
  },
};
