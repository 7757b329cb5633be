import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group D (see ./index.ts). */
export const guidesD: Partial<Record<CitySlug, CityGuideInput>> = {
  gandhidham: {
    intro:
      'Gandhidham is a young town by Indian standards. It was laid out in the early 1950s for Sindhi families who had lost their homes at Partition, and it grew up beside the port at Kandla, now named Deendayal Port. Most people who move here, or away, work in shipping, customs clearing, freight forwarding, timber, salt, or the factories of the Kandla SEZ and Anjar. Postings last a few years and then the family moves on, so a good share of the homes we pack belong to officers and port staff on transfer. Together with Adipur just to the north, the town sits on a flat, planned grid, which makes loading at the gate simple compared with most Indian cities.',
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
        transit: '1–2 days',
        note: 'Roughly 300 km, much of it on four-lane highway skirting the Little Rann. Port and customs families often settle in Ahmedabad after a Kutch posting.',
      },
      {
        to: 'mumbai',
        transit: '2–3 days',
        note: 'Shipping lines, forwarders and clearing agents keep their head offices in Mumbai, which makes this the busiest long route out of Gandhidham; the truck runs south on NH 48 through Vadodara and Surat.',
      },
      {
        to: 'jamnagar',
        transit: '1 day',
        note: 'Refinery and port engineers swap between the two Gulf of Kutch towns. The road crosses the Surajbari bridge and goes by Morbi.',
      },
      {
        to: 'vadodara',
        transit: '1–2 days',
        note: 'Chemical and fertiliser plant staff move on to the Vadodara industrial belt; with an early start the goods usually arrive next morning.',
      },
      {
        to: 'surat',
        transit: '2 days',
        note: 'Traders with family in both towns use this route, past Ahmedabad and down the Bharuch stretch of NH 48.',
      },
      {
        to: 'delhi',
        transit: '3–4 days',
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
        transit: '2 days',
        note: 'The most travelled long route out of Hyderabad, taken by IT staff all through the year. Trucks go down NH 44 by Kurnool and Anantapur, a good road the whole way.',
      },
      {
        to: 'vijayawada',
        transit: '1 day',
        note: 'About 275 km on NH 65 by Suryapet and Kodad. Skip the week before Sankranti, when a large part of the city drives home to Andhra and the highway crawls.',
      },
      {
        to: 'visakhapatnam',
        transit: '2 days',
        note: 'Steel plant, port and Navy families use this route, which runs through Vijayawada and then up the coast on NH 16 past Rajahmundry.',
      },
      {
        to: 'pune',
        transit: '2 days',
        note: 'Westward on NH 65 through Zaheerabad and Solapur; a common switch for engineers moving between the two IT cities.',
      },
      {
        to: 'chennai',
        transit: '2 days',
        note: 'Pharma, engineering and hospital staff shift between the two often. Chennai’s wet months, October to December, can slow the last leg.',
      },
      {
        to: 'delhi',
        transit: '4–6 days',
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
        transit: '1–2 days',
        note: 'Roughly 350 km on NH 48 through Vellore and Krishnagiri, the most travelled road out of the city. Loaded in the morning, goods are often unloaded the next morning.',
      },
      {
        to: 'hyderabad',
        transit: '2–3 days',
        note: 'A frequent switch for IT and pharma staff. The truck heads north into Andhra Pradesh and then inland; the journey is about 630 km.',
      },
      {
        to: 'coimbatore',
        transit: '1–2 days',
        note: 'Families from the western districts going home, and engineers moving to Coimbatore’s pump and textile industry, travel this way through Salem.',
      },
      {
        to: 'kochi',
        transit: '2–3 days',
        note: 'Keralite families in Chennai return this way, through Salem and Coimbatore and into Kerala at the Walayar check post.',
      },
      {
        to: 'mumbai',
        transit: '4–5 days',
        note: 'Banking and corporate transfers, along NH 48 through Bengaluru, Hubli and Pune. In the western monsoon, June to September, allow an extra day.',
      },
      {
        to: 'delhi',
        transit: '6–7 days',
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
};
