import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/**
 * City guides, group E (see ./index.ts): the cities added after the original 48
 * (content/city-names.ts `addedCityNames`): the head office's city and the places the estimator
 * prices most moves to.
 */
export const guidesE: Partial<Record<CitySlug, CityGuideInput>> = {
  navimumbai: {
    intro:
      'Navi Mumbai was planned by CIDCO from the 1970s across Thane Creek from Mumbai, as a chain of townships called nodes, each divided into numbered sectors: an address here reads “Sector 17, Vashi” rather than a street name. The nodes run from Airoli and Ghansoli in the north through Vashi, Nerul and Belapur to Kharghar, Panvel and Ulwe in the south. Families come for wider roads, newer buildings and lower rents than across the creek; others for work in the IT parks of Airoli and Mahape, the Trans-Thane Creek industrial belt, the port at Nhava Sheva and the new international airport beside Ulwe.',
    areas: [
      {
        group: 'Vashi to Belapur',
        places: ['Vashi', 'Sanpada', 'Turbhe', 'Juinagar', 'Nerul', 'Seawoods', 'CBD Belapur'],
        note: 'The older nodes, where low CIDCO blocks from the 1980s without lifts stand beside newer towers; Palm Beach Road runs along the creek from Vashi to Belapur.',
      },
      {
        group: 'Airoli, Ghansoli and Koparkhairane',
        places: ['Airoli', 'Rabale', 'Ghansoli', 'Koparkhairane', 'Mahape', 'Digha'],
        note: 'Housing on one side of the Thane–Belapur Road, IT parks and the industrial estate on the other; the road is slowest when offices open and close.',
      },
      {
        group: 'Kharghar and the Panvel side',
        places: ['Kharghar', 'Kamothe', 'Kalamboli', 'Khandeshwar', 'New Panvel', 'Panvel', 'Taloja'],
        note: 'CIDCO nodes now under the Panvel Municipal Corporation. The Mumbai–Pune Expressway begins at Kalamboli, and NH66 leaves Panvel for the Konkan coast.',
      },
      {
        group: 'Ulwe, Dronagiri and Uran',
        places: ['Ulwe', 'Dronagiri', 'Karanjade', 'Uran', 'Nhava Sheva'],
        note: 'Growing fast around the airport and the port. The Atal Setu from Sewri lands at Chirle nearby, which has brought these nodes much closer to south Mumbai.',
      },
    ],
    neighbours: ['mumbai', 'thane', 'bhiwandi', 'pune'],
    commonMoves: [
      {
        to: 'mumbai',
        days: [0],
        note: 'A local move inside the metropolitan region: over the Vashi bridge to Chembur and the island city, or over the Airoli bridge to Mulund and on to the western suburbs.',
      },
      {
        to: 'pune',
        days: [0],
        note: 'The easiest intercity move from here, because the Expressway starts at Kalamboli; IT jobs in Hinjewadi and Kharadi and the plants at Chakan pull families both ways.',
      },
      {
        to: 'bengaluru',
        days: [3, 5],
        note: 'South on NH48 by Pune, Satara, Kolhapur and Belagavi; software, banking and shipping-company staff move on it all year.',
      },
      {
        to: 'hyderabad',
        days: [2, 3],
        note: 'Up the Expressway to Pune and then along NH65 through Solapur; pharma, IT and bank transfers make up most of it.',
      },
      {
        to: 'goa',
        days: [2, 3],
        note: 'NH66 starts at Panvel and follows the Konkan coast all the way; Konkan families going home and Mumbai-region families settling in Goa. The ghats slow down in the monsoon.',
      },
      {
        to: 'nagpur',
        days: [2, 3],
        note: 'Along the Samruddhi Mahamarg, which the truck joins near Bhiwandi; state government staff on transfer and families going back to Vidarbha.',
      },
    ],
    movingHere: [
      {
        heading: 'Nodes, sectors and CIDCO buildings',
        body: 'Give us the node, sector and plot number: a driver finds “Plot 12, Sector 19, Nerul” far more easily than a building name. Many CIDCO-built blocks in Vashi, Nerul and Koparkhairane have three or four floors, narrow stairs and no lift, so beds and cupboards are taken apart and carried down; the newer towers of Seawoods, Kharghar and Ulwe have service lifts that must be booked. Nearly every building is a co-operative society that expects notice, cleared dues and, from a tenant, a copy of the leave and licence agreement before goods go out or come in.',
      },
      {
        heading: 'Two bridges and a sea link',
        body: 'Most traffic to Mumbai crosses the creek on the Vashi bridge of the Sion–Panvel Highway or the Airoli bridge towards Mulund, and both back up at office hours, when heavy vehicles are also kept off many Mumbai roads. A move into the city is timed around those hours. The Atal Setu, from Sewri to Chirle, gives the southern nodes a third way across. Inside Navi Mumbai, the Thane–Belapur Road and the Sion–Panvel Highway are the slow stretches; the planned sector roads are usually easy for a truck.',
      },
      {
        heading: 'Market and port traffic',
        body: 'The APMC wholesale markets at Vashi and Turbhe take in fruit, vegetables and grain by truck through the night and early morning, and container trailers run between the port at Nhava Sheva and the highways through Uran, Ulwe and Kalamboli at all hours. Loading near the markets is easier once the morning trade is over, and a move to Ulwe or Dronagiri is planned around the trailers queuing on the approach roads.',
      },
      {
        heading: 'Rain from June to September',
        body: 'Navi Mumbai gets the same heavy monsoon as Mumbai, usually from the second week of June to late September. The holding ponds built along the creek take much of the water, but low roads near them still fill when a downpour meets high tide, and unpaved approaches in new parts of Ulwe and Taloja turn to mud. Cartons are wrapped in plastic under their outer layer, sofas and mattresses are covered on the way to the truck, and a July move is best booked with a spare day after it.',
      },
    ],
    faqs: [
      {
        q: 'Is a move from Vashi to Andheri or Thane a local move?',
        a: 'Yes. Navi Mumbai, Thane and Mumbai are all in the Mumbai Metropolitan Region, so there is no state paperwork. A 2 BHK is packed, driven across the creek and unloaded in one day, provided both societies allow shifting during the hours the truck may enter the city.',
      },
      {
        q: 'Kharghar is called Navi Mumbai, but our tax bill says Panvel. Does that change anything for the move?',
        a: 'No. Kharghar, Kamothe and Kalamboli were planned by CIDCO as Navi Mumbai nodes and have been part of the Panvel Municipal Corporation since 2016. Your tax and water bills name the corporation; the crew and the truck only need the node, sector and building.',
      },
      {
        q: 'We are moving into a new tower in Ulwe. What should we check before the date?',
        a: 'Ask the builder or the society whether the service lift is running and can be booked, which days allow move-ins, and what deposit they take. In a building still being finished, the approach road may be rough after rain and the lift may not be handed over yet; the surveyor checks both and plans the crew for stairs if needed.',
      },
      {
        q: 'Our household goods are going abroad. Do they leave from the port here?',
        a: 'Most container shipments from the Mumbai region leave through the Jawaharlal Nehru Port at Nhava Sheva, a short drive from Ulwe and Belapur. We pack for export at your home and prepare the customs documents with you; our international moves page explains the steps and the papers you need.',
      },
    ],
  },
  thane: {
    intro:
      'Thane stands where the Eastern Express Highway ends and the roads to Nashik and Ahmedabad begin, which is why so many moves out of the Mumbai region start here. The old city around Talao Pali and the station is a close grid of lanes, shops and older buildings; north and west of it, Ghodbunder Road has filled with towers between the Yeoor hills and the creek. Families come from Mumbai for space and lower prices, and leave for Pune, Bengaluru and Nashik when work takes them. Thane is called the City of Lakes for the many lakes inside it, from Masunda to Upvan.',
    areas: [
      {
        group: 'Old Thane',
        places: [
          'Naupada',
          'Talao Pali',
          'Charai',
          'Panchpakhadi',
          'Uthalsar',
          'Khopat',
          'Vishnu Nagar',
          'Ram Maruti Road',
        ],
        note: 'Buildings of three or four floors, often without lifts, on lanes around the station and the market where a large truck cannot stop for long.',
      },
      {
        group: 'Ghodbunder Road',
        places: [
          'Majiwada',
          'Kapurbawdi',
          'Manpada',
          'Hiranandani Estate',
          'Kasarvadavali',
          'Owale',
          'Waghbil',
          'Gaimukh',
        ],
        note: 'Gated complexes of twenty floors and more, with service lifts and move-in rules; the road narrows over the Gaimukh stretch towards Mira Road and Bhayandar.',
      },
      {
        group: 'Wagle Estate and Pokhran Road',
        places: [
          'Wagle Estate',
          'Vartak Nagar',
          'Lokmanya Nagar',
          'Shivai Nagar',
          'Vasant Vihar',
          'Pokhran Road',
          'Balkum',
          'Kolshet',
        ],
        note: 'An old industrial estate now full of offices, ringed by housing colonies; Pokhran Roads 1 and 2 lead up to the newer complexes below the Yeoor hills.',
      },
      {
        group: 'Across the creek',
        places: ['Kopri', 'Kalwa', 'Kharegaon', 'Mumbra', 'Diva', 'Shil Phata'],
        note: 'Kalwa and Mumbra lie on the way to Shil Phata, Kalyan and Panvel, and the Kalwa creek bridges are the daily pinch point.',
      },
    ],
    neighbours: ['mumbai', 'navimumbai', 'bhiwandi', 'nashik'],
    commonMoves: [
      {
        to: 'pune',
        days: [0],
        note: 'By Shil Phata or the Thane–Belapur Road to Kalamboli and then up the Expressway; IT and manufacturing jobs in Hinjewadi and Chakan pull Thane families all year.',
      },
      {
        to: 'nashik',
        days: [0],
        note: 'Up the Mumbai–Nashik highway past Bhiwandi, Shahapur and the Kasara ghat, or along the Samruddhi Mahamarg; government and industry transfers, and families with roots in north Maharashtra.',
      },
      {
        to: 'ahmedabad',
        days: [2, 3],
        note: 'Out along Ghodbunder Road to NH48 and north past Vapi and Surat; Gujarati families and traders. Gujarat is a dry state, so there can be no liquor in the load.',
      },
      {
        to: 'bengaluru',
        days: [3, 5],
        note: 'South on NH48 by Pune, Kolhapur and Hubli; software and finance staff make up most of the traffic.',
      },
      {
        to: 'hyderabad',
        days: [2, 3],
        note: 'By Pune and then NH65 through Solapur; IT, pharma and bank transfers, often timed for the school holidays.',
      },
      {
        to: 'delhi',
        days: [5, 7],
        note: 'North on NH48 through Gujarat and Rajasthan, leaving Thane by Ghodbunder Road; central government and company transfers.',
      },
    ],
    movingHere: [
      {
        heading: 'Towers and their move-in rules',
        body: 'Most newer homes in Thane are in large complexes with their own security and a facility office that runs shifting. Ask which days and hours allow it, book the service lift, and get the outgoing gate pass signed before the date; tenants usually also need a letter from the owner. One lift often serves hundreds of flats, so book a morning slot early. The crew brings sheets to protect the lift walls and lobby floors, which many complexes require.',
      },
      {
        heading: 'Old Thane lanes',
        body: 'Around the station, Jambli Naka and the market lanes of Naupada, shops spill onto the road and a truck may have to stand on a wider street while goods come out by handcart or a small tempo. Many buildings here are older walk-ups with narrow, turning stairs, so wardrobes and beds are taken apart, and the surveyor measures doors and stairwells before the day.',
      },
      {
        heading: 'Ghodbunder traffic and truck hours',
        body: 'Ghodbunder Road carries container trailers between the port and the Ahmedabad highway as well as the city’s own commuters, and the Gaimukh stretch and the Kapurbawdi and Majiwada junctions crawl at peak hours. The traffic police keep heavy vehicles off several roads at busy times, so a long-distance truck often loads early in the morning or in the late evening. For a move within Thane, a tempo is usually the quicker choice.',
      },
      {
        heading: 'Monsoon and festivals',
        body: 'From June to September heavy rain floods low spots near the creek and the station, and potholes slow the Mumbra bypass and the Kalwa roads. Navratri at Tembhi Naka and the Ganeshotsav processions fill the old city’s streets in the evenings, so moves in Naupada, Charai and Talao Pali are best done in the mornings at those times.',
      },
    ],
    faqs: [
      {
        q: 'Is Thane to Mumbai a local move?',
        a: 'Yes. Both are in the Mumbai Metropolitan Region, so there is no state paperwork. A 2 BHK from Ghodbunder Road to Andheri or Dadar is packed, moved and unloaded in one day, though the truck may have to wait for the hours when heavy vehicles are allowed at the Mumbai end.',
      },
      {
        q: 'Can you move us out of a twenty-fifth-floor flat in one day?',
        a: 'Usually, yes. A 2 BHK on a high floor needs the service lift for several hours: the crew packs room by room and sends goods down in batches so the lift is never idle. If the society allows only a short slot, we pack the day before and load on the day.',
      },
      {
        q: 'We are moving from Thane to Pune. Which way will the truck go?',
        a: 'Usually through Kalwa and Shil Phata to Panvel, or along the Thane–Belapur Road to Kalamboli, and then up the Mumbai–Pune Expressway. Outside the monsoon a loaded truck takes about four to five hours; in July and August the fog over the Khandala ghat slows it down.',
      },
      {
        q: 'Do we need any papers to move into a rented flat in Thane?',
        a: 'In Maharashtra most rentals run on a registered leave and licence agreement, and the owner must give the police the tenant’s details. Societies in Thane usually ask to see both before handing over the keys, so have them ready before the truck arrives.',
      },
    ],
  },
  bengaluru: {
    intro:
      'Bengaluru is India’s technology capital and the far end of many of the country’s busiest long routes: people arrive from Delhi, Pune, Kolkata and Kochi for jobs in Whitefield, Electronic City, along the Outer Ring Road and at Manyata Tech Park, and move across the city whenever a job or a school changes. The markets of Chickpet and Avenue Road and the leafy layouts of Basavanagudi, Malleshwaram and Jayanagar feel a world away from the apartment towers of Sarjapur Road and Hebbal. Traffic, not distance, decides how long a move across town takes.',
    areas: [
      {
        group: 'Old and central Bengaluru',
        places: [
          'Chickpet',
          'Shivajinagar',
          'Malleshwaram',
          'Basavanagudi',
          'Jayanagar',
          'Rajajinagar',
          'Richmond Town',
          'Frazer Town',
        ],
        note: 'Independent houses and older low-rise flats on narrow roads; the market streets around Chickpet and Avenue Road are too crowded for a truck by day.',
      },
      {
        group: 'East and the Outer Ring Road',
        places: [
          'Indiranagar',
          'Domlur',
          'Koramangala',
          'HSR Layout',
          'Bellandur',
          'Sarjapur Road',
          'Marathahalli',
          'Whitefield',
          'KR Puram',
        ],
        note: 'Apartment complexes close to the tech parks; Silk Board and the Marathahalli bridge are the slowest junctions, so loading is timed outside office hours.',
      },
      {
        group: 'South and Electronic City',
        places: [
          'JP Nagar',
          'Banashankari',
          'BTM Layout',
          'Bannerghatta Road',
          'Begur',
          'Bommanahalli',
          'Electronic City',
        ],
        note: 'Older layouts of independent houses in JP Nagar and Banashankari, and large gated complexes around the Electronic City campuses.',
      },
      {
        group: 'North Bengaluru',
        places: ['Hebbal', 'RT Nagar', 'Yelahanka', 'Thanisandra', 'Hennur', 'Jakkur', 'Devanahalli'],
        note: 'Grown quickly since the airport opened at Devanahalli; Manyata Tech Park and the Bellary Road flyovers set the traffic here.',
      },
      {
        group: 'Around the city',
        places: ['Hosur', 'Hoskote', 'Tumakuru', 'Kolar', 'Mysuru'],
        note: 'Hosur is across the Tamil Nadu border, about 40 km from the centre, so a move there crosses a state line even though it feels local.',
      },
    ],
    neighbours: ['chennai', 'mangalore', 'hubli', 'kochi'],
    commonMoves: [
      {
        to: 'chennai',
        km: 350,
        days: [1, 2],
        note: 'About 350 km through Hosur, Krishnagiri and Vellore; IT, car-industry and hospital jobs send families both ways, and the road is easiest outside Chennai’s wet months.',
      },
      {
        to: 'hyderabad',
        days: [2],
        note: 'North on NH44 through Anantapur and Kurnool, a good highway the whole way; software staff switch between the two cities throughout the year.',
      },
      {
        to: 'pune',
        days: [3, 4],
        note: 'Up NH48 through Tumakuru, Hubli, Belagavi and Kolhapur; engineers trading one IT city for the other, and students bound for Pune’s colleges.',
      },
      {
        to: 'mumbai',
        days: [3, 5],
        note: 'The same NH48 carried on past Pune and down the Expressway ghat; finance, start-up and media jobs pull families in both directions.',
      },
      {
        to: 'kochi',
        km: 550,
        days: [2, 3],
        note: 'About 550 km by Salem and Coimbatore, entering Kerala at Walayar; Malayali families going home and IT staff joining Infopark.',
      },
      {
        to: 'delhi',
        km: 2100,
        days: [6, 8],
        note: 'About 2,100 km up NH44 through Hyderabad, Nagpur and Gwalior; central government, defence and corporate transfers, packed as a long-haul load.',
      },
    ],
    movingHere: [
      {
        heading: 'Deposits and leaving a rental',
        body: 'Bengaluru landlords have long asked for large deposits, often several months’ rent, and many agreements deduct the cost of repainting when the tenant leaves. Before moving out, walk through the flat with the owner, photograph walls and fittings, and agree any deductions in writing. Apartment associations want notice of the move, a booked lift and cleared maintenance dues, and some do not allow shifting on Sundays or after dark.',
      },
      {
        heading: 'Traffic and truck hours',
        body: 'Heavy goods vehicles are kept out of the city at peak hours, and junctions such as Silk Board, Hebbal and KR Puram can hold a truck for an hour even outside them. A move from Whitefield to Electronic City is only about 30 km but can fill the day. We load early, and for a long-distance move the big truck often waits on the city’s edge while a smaller vehicle brings the goods out to it.',
      },
      {
        heading: 'Two rainy seasons',
        body: 'The south-west monsoon brings rain from June to September and the north-east monsoon more in October and November, often as heavy evening downpours. Underpasses and low-lying layouts near the lakes, around Bellandur and Mahadevapura, have flooded in heavy spells. Cartons are wrapped in plastic, and we prefer to load in the dry morning hours; the mild weather for the rest of the year is kind to furniture and electronics.',
      },
      {
        heading: 'Cars, bikes and Karnataka registration',
        body: 'A car or bike brought from another state to stay must be re-registered in Karnataka within 12 months, with a no-objection certificate from its old RTO, and Karnataka charges its own road tax when you do, so keep the purchase invoice and your old tax receipts. Employees of central and state governments, and of companies with offices in four or more states, can instead choose a BH (Bharat) series registration when they buy a vehicle.',
      },
    ],
    faqs: [
      {
        q: 'I live in a PG in Koramangala with a bed, a bike and a few cartons. Is that too small a move?',
        a: 'Not at all. Choose “a few items” in the estimate to price the cartons and furniture piece by piece, and add the bike; its condition is noted at pickup. Small loads to other cities usually travel on a shared truck, which costs less but takes a little longer.',
      },
      {
        q: 'How long does a move from Whitefield to Electronic City take?',
        a: 'The drive is about 30 km, but a 2 BHK takes most of a day: packing in the morning, the crossing of Marathahalli and Silk Board, and unloading in the evening. Both apartment associations must allow shifting until then, and a Saturday is often easier than a weekday.',
      },
      {
        q: 'We are moving from Delhi in May. Will the goods arrive before school starts?',
        a: 'Delhi to Bengaluru takes about six to eight days by road, so goods loaded in the first half of May arrive well before most schools reopen in late May or early June. Book early: April to June is the busiest season on this route.',
      },
      {
        q: 'Is a move to Hosur a local move?',
        a: 'It is close, about 40 km from the centre, but Hosur is in Tamil Nadu, so the truck crosses the state border at Attibele. Used household goods for your own use need no e-way bill; carry a list of the goods and your ID. A car that stays more than a year will need Tamil Nadu registration.',
      },
    ],
  },
  jaipur: {
    intro:
      'Jaipur is Rajasthan’s capital and largest city, laid out in 1727 by Sawai Jai Singh II, with the pink-walled old city at its heart and newer colonies spreading south along Tonk Road and west towards Ajmer Road. Most moves follow the state government, the banks, the IT and manufacturing units at Sitapura and Mahindra World City, or families going to live near their children in Delhi, Gurgaon, Ahmedabad and Bengaluru. Homes range from old houses above the bazaars to independent houses in the JDA colonies and new apartment towers on the Jagatpura and Ajmer Road sides.',
    areas: [
      {
        group: 'Walled city',
        places: [
          'Johari Bazaar',
          'Bapu Bazaar',
          'Tripolia Bazaar',
          'Chandpole',
          'Kishanpole Bazaar',
          'Chaura Rasta',
          'Ramganj',
          'Gangori Bazaar',
        ],
        note: 'The bazaar lanes are too crowded for a truck by day, so goods come out through the gates by small tempo or handcart to a truck waiting outside.',
      },
      {
        group: 'Central Jaipur',
        places: [
          'C-Scheme',
          'Civil Lines',
          'Bani Park',
          'Raja Park',
          'Adarsh Nagar',
          'Bapu Nagar',
          'Tilak Nagar',
          'Sindhi Camp',
        ],
        note: 'Government bungalows, older family houses and a few apartment blocks close to the Secretariat and the main offices.',
      },
      {
        group: 'Tonk Road and the south',
        places: [
          'Malviya Nagar',
          'Jawahar Nagar',
          'Durgapura',
          'Sanganer',
          'Pratap Nagar',
          'Jagatpura',
          'Sitapura',
          'Mansarovar',
        ],
        note: 'The largest spread of housing in the city, from the JDA colonies of Mansarovar and Malviya Nagar to apartment towers at Jagatpura near the Sitapura industrial area.',
      },
      {
        group: 'West and north',
        places: [
          'Vaishali Nagar',
          'Chitrakoot',
          'Jhotwara',
          'Vidhyadhar Nagar',
          'Shastri Nagar',
          'Sikar Road',
          'Ajmer Road',
          'Amer',
        ],
        note: 'Vaishali Nagar and Vidhyadhar Nagar are large planned colonies; Ajmer Road leads out past Bhankrota to Mahindra World City.',
      },
    ],
    neighbours: ['alwar', 'agra', 'gurgaon', 'delhi'],
    commonMoves: [
      {
        to: 'delhi',
        km: 280,
        days: [1, 2],
        note: 'About 280 km up NH48 past Shahpura, Kotputli and Neemrana; the truck waits for Delhi’s night entry hours, so the goods usually arrive the next morning.',
      },
      {
        to: 'gurgaon',
        km: 240,
        days: [1, 2],
        note: 'About 240 km on the same NH48, the road most travelled by IT, consulting and car-industry staff taking jobs in Gurgaon and Manesar.',
      },
      {
        to: 'ahmedabad',
        days: [2, 3],
        note: 'South-west on NH48 through Kishangarh, Udaipur and the Shamlaji border; business families with trade in both cities. Gujarat is a dry state, so no liquor in the load.',
      },
      {
        to: 'mumbai',
        km: 1150,
        days: [3, 5],
        note: 'About 1,150 km through Udaipur, Ahmedabad and Surat, or on the open stretches of the Delhi–Mumbai Expressway; the gem, textile and finance trades tie the two cities.',
      },
      {
        to: 'pune',
        km: 1200,
        days: [4, 6],
        note: 'Through Udaipur and Ahmedabad and then by Nashik or Mumbai, about 1,200 km; students at Pune’s universities and engineers joining its IT and car firms.',
      },
      {
        to: 'bengaluru',
        km: 2000,
        days: [6, 8],
        note: 'Roughly 2,000 km; software engineers and their families make this trip most, often in April and May so that the children can join school in June.',
      },
    ],
    movingHere: [
      {
        heading: 'Bazaars and the walled city',
        body: 'Inside the walls, houses open onto bazaars and lanes that fill with shops, carts and visitors from late morning until night. Goods are carried to a tempo that can reach the door, or loaded early before the markets open, and taken to the main truck waiting outside a gate such as Ajmeri Gate, Sanganeri Gate or Chandpole. Older houses have steep, narrow stairs and heavy wooden doors, so the surveyor notes what has to be taken apart and how it will come down.',
      },
      {
        heading: 'Summer heat and dust storms',
        body: 'From April to June afternoon temperatures often pass 40 °C and can reach 45 °C, and dust storms blow in on summer evenings. We load in the early morning, pack electronics, medicines and anything with wax or soft plastic with extra care, and wrap furniture against dust. Winters are mild and dry and make the easiest moving months, although December and January nights are cold.',
      },
      {
        heading: 'Weddings and festivals',
        body: 'From November to February, wedding processions and banquet traffic block roads on the popular dates, especially near the gardens and hotels along Tonk Road and Ajmer Road. Diwali lights draw crowds into the walled city’s bazaars, and the Teej and Gangaur processions leave from the City Palace. A move fixed on a big wedding date should load early and be out of the city before the evening.',
      },
      {
        heading: 'Colonies and apartment towers',
        body: 'Much of Jaipur lives in independent houses in JDA and housing board colonies, where the truck stands at the gate and there is no society to inform. In the newer apartment towers of Jagatpura, Mansarovar and Ajmer Road, the association wants notice, a booked lift and cleared maintenance. A car that stays in Rajasthan for more than a year must be re-registered with an RTO here, using a no-objection certificate from its old RTO.',
      },
    ],
    faqs: [
      {
        q: 'Our house is in Chaura Rasta. Can a truck reach it?',
        a: 'Usually not by day: the bazaar in front of it is full from late morning to night. The crew packs at the house and brings the goods out by hand or in a small tempo to where the truck may stand; for a bigger household we start early, before the shops open.',
      },
      {
        q: 'How long does Jaipur to Gurgaon take?',
        a: 'It is about 240 km on NH48. Packed and loaded in the morning, a 2 BHK usually reaches Gurgaon by the evening or the next morning, depending on traffic at Shahpura and the Kherki Daula toll, and on your new society’s shifting hours.',
      },
      {
        q: 'We are moving in May. Will the heat harm our goods?',
        a: 'It can, for electronics, medicines, candles and some plastics left in a closed truck in the afternoon sun. We load early, pack such items with extra padding and load them last, so they come off first, and on short routes we unload without a midday halt. Tell us at the survey about anything that must stay cool.',
      },
    ],
  },
  nagpur: {
    intro:
      'Nagpur lies close to the geographical centre of India, marked in the city by the Zero Mile stone, and is the largest city of Vidarbha and Maharashtra’s winter capital, where the state legislature meets each December. Highways north to Delhi, south to Hyderabad and east to Raipur and Kolkata cross here, and the Samruddhi Mahamarg now joins it to the Mumbai region. Moves follow the state and central government offices, the army at Kamptee, the Air Force’s Maintenance Command, the MIHAN special economic zone near the airport, and colleges that draw students from across central India.',
    areas: [
      {
        group: 'Old Nagpur',
        places: ['Mahal', 'Itwari', 'Gandhibagh', 'Sitabuldi', 'Sadar', 'Lakadganj', 'Cotton Market'],
        note: 'Wholesale markets and old houses on narrow roads; Itwari and Gandhibagh are busy from morning to night, so goods go by tempo to a wider road.',
      },
      {
        group: 'West Nagpur',
        places: [
          'Dharampeth',
          'Ramdaspeth',
          'Shankar Nagar',
          'Civil Lines',
          'Bajaj Nagar',
          'Laxmi Nagar',
          'Gokulpeth',
          'Pratap Nagar',
          'Trimurti Nagar',
        ],
        note: 'Leafy, settled neighbourhoods of bungalows and mid-rise apartments near the colleges and government offices.',
      },
      {
        group: 'Wardha Road and the south',
        places: [
          'Manish Nagar',
          'Somalwada',
          'Besa',
          'Beltarodi',
          'Narendra Nagar',
          'Hudkeshwar',
          'Manewada',
          'Khapri',
        ],
        note: 'Newer apartment complexes along Wardha Road towards MIHAN and the airport, under the double-decker flyover that carries the metro.',
      },
      {
        group: 'East and north',
        places: ['Nandanvan', 'Wathoda', 'Pardi', 'Kalamna', 'Mankapur', 'Koradi Road', 'Jaripatka', 'Kamptee Road'],
        note: 'The roads out to Bhandara, Kamptee and Koradi carry heavy trucks, and loading there is timed around them.',
      },
      {
        group: 'Around Nagpur',
        places: ['Kamptee', 'Hingna', 'Butibori', 'Wadi', 'Kalmeshwar', 'Koradi'],
        note: 'Industrial estates at Hingna and Butibori, and the cantonment town of Kamptee to the north-east.',
      },
    ],
    neighbours: ['bhopal', 'aurangabad', 'hyderabad'],
    commonMoves: [
      {
        to: 'pune',
        days: [2, 3],
        note: 'By the Samruddhi Mahamarg and Aurangabad; IT jobs and colleges draw young people from Vidarbha west, and government staff are posted both ways.',
      },
      {
        to: 'mumbai',
        km: 800,
        days: [2, 3],
        note: 'About 800 km, most of it on the Samruddhi Mahamarg to Amane near Bhiwandi; the expressway has cut the driving time, but the truck still waits for Mumbai’s permitted hours.',
      },
      {
        to: 'hyderabad',
        km: 500,
        days: [1, 2],
        note: 'About 500 km south on NH44 through Adilabad and Nirmal; IT, pharma and railway jobs, and families with ties across the Telangana border.',
      },
      {
        to: 'bengaluru',
        km: 1050,
        days: [3, 4],
        note: 'Roughly 1,050 km down NH44 by Hyderabad and Anantapur; young engineers leaving for software work are most of the traffic.',
      },
      {
        to: 'delhi',
        km: 1050,
        days: [3, 4],
        note: 'About 1,050 km north on NH44 through Seoni, Sagar, Jhansi, Gwalior and Agra; defence and central government transfers, slowed by fog on the northern plains in December and January.',
      },
      {
        to: 'raipur',
        km: 290,
        days: [0],
        note: 'About 290 km east on NH53 through Bhandara and Durg; steel, power and government jobs move people both ways.',
      },
    ],
    movingHere: [
      {
        heading: 'Summer heat',
        body: 'Nagpur is among the hottest cities in India in April and May, when afternoons can pass 45 °C. We load at first light, pack electronics, medicines, candles and vinyl with extra care, and avoid leaving a loaded truck standing through the afternoon. Winters, from November to February, are dry and pleasant, and the easiest months to move.',
      },
      {
        heading: 'Defence and government transfers',
        body: 'The army at Kamptee, the Air Force’s Maintenance Command at Vayusena Nagar, central offices and the state’s winter session keep transfers coming all year. Government and defence staff often have their own rules for what a move may cost and which papers support a claim; tell the surveyor who is paying and what your office asks for, so the quotation lists it.',
      },
      {
        heading: 'Monsoon and the Nag river',
        body: 'The monsoon runs from mid-June to September, with short, heavy downpours. In September 2023 a cloudburst sent Ambazari lake over its banks and flooded homes along the Nag river, and low layouts there still fill after heavy rain. Cartons are wrapped in plastic, furniture stays covered between the door and the truck, and we keep a day in hand in July and August.',
      },
      {
        heading: 'Market lanes and Deekshabhoomi',
        body: 'The metro and the flyovers along Wardha Road, Kamptee Road and Sitabuldi have widened the main roads, but the markets of Itwari, Gandhibagh and Mahal stay narrow and crowded, so a truck cannot stand there for long by day. Around Dussehra, Dhammachakra Pravartan Din brings lakhs of visitors to Deekshabhoomi and closes the roads near it; keep moves in Ramdaspeth, Bajaj Nagar and Dharampeth away from those days.',
      },
    ],
    faqs: [
      {
        q: 'Is a move to Mumbai quicker now that the Samruddhi Mahamarg is open?',
        a: 'The driving is: the expressway runs about 700 km from Nagpur to Amane near Bhiwandi without town traffic. Loading, the Mumbai entry hours and unloading take as long as before, so plan on two to three days door to door for a household.',
      },
      {
        q: 'I am joining a company in MIHAN. Where do people usually live?',
        a: 'Many choose the apartment complexes along Wardha Road, in Besa, Beltarodi, Manish Nagar and Somalwada, a short drive from the SEZ; others prefer the settled western areas such as Pratap Nagar and Trimurti Nagar. Weigh the daily drive before choosing; we can move you into either.',
      },
      {
        q: 'We are moving to Hyderabad. Do household goods need a permit to enter Telangana?',
        a: 'Used household goods for your own use need no e-way bill or permit; carry a list of the goods and your ID in case the truck is checked. A car or bike that stays in Telangana must be re-registered there within 12 months, with a no-objection certificate from its Nagpur RTO.',
      },
    ],
  },
};
