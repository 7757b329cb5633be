import { z } from 'zod';
import { formatRupees } from '../lib/shared/format';
import { advanceRange, bookingFlows, bookingStepSchema } from './booking';
import { company } from './company';
import { imagePath, parseContent, text } from './parse';
import { promises } from './promises';
import { priceRows } from './prices';
import { tracking } from './claims';

/** Route segments of the six service pages, in the order the site lists them. */
export const servicePageSlugs = [
  'home-shifting',
  'pet-relocation',
  'office-relocation',
  'car-bike-transport',
  'commercial-shifting',
  'international-moves',
] as const;

/** A titled point: something handled, a reason to choose us, or a cost factor. */
export const servicePointSchema = z.object({
  /** Short heading of the point. */
  title: text,
  /** One short, plain sentence explaining it. */
  description: text,
});

export type ServicePoint = z.infer<typeof servicePointSchema>;

/**
 * One service page (docs/product.md#service-storage-and-safety-pages): booking process, items
 * handled, why choose, cost factors.
 */
export const servicePageSchema = z.object({
  /** Route segment, e.g. "home-shifting" for `/home-shifting/`. */
  slug: z.enum(servicePageSlugs),
  /** The page's h1 and the base of its document title. */
  title: text,
  /** Short label for navigation and cards, e.g. "Home Shifting". */
  navLabel: text.max(24),
  /** Meta description for search results and social cards. */
  metaDescription: text.min(120).max(160),
  /** Opening paragraphs under the h1, each one to three sentences. */
  intro: z.array(text).min(2).max(3),
  /** The six-step booking process (docs/product.md#booking-payment-and-claims). */
  bookingSteps: z.array(bookingStepSchema).length(6),
  /** What this service moves. */
  itemsHandled: z.array(servicePointSchema).min(6).max(8),
  /** Why customers choose us for this service. */
  whyChoose: z.array(servicePointSchema).min(4).max(6),
  /** What the price of this service depends on. */
  costFactors: z.array(servicePointSchema).min(5).max(7),
  /** Illustration shown beside the intro. */
  image: imagePath,
  /** Alternative text for the illustration. */
  imageAlt: text,
});

export type ServicePage = z.infer<typeof servicePageSchema>;

/** The 1 BHK row of the estimated charges, quoted in the home-shifting intro. */
const oneBhk = priceRows.find((row) => row.shiftingType === '1 BHK');
if (!oneBhk) throw new Error('content/service-pages.ts: content/prices.ts has no "1 BHK" row to quote');

const PACKING_IMAGE = '/images/about/team-packing.webp';
const PACKING_IMAGE_ALT = 'Three packers at work: taping a carton, wrapping a television and carrying a box';
const ROAD_IMAGE = '/images/hero/slide-1.webp';
const ROAD_IMAGE_ALT = 'A loaded moving truck on the highway at dawn, goods tied down under ropes';

const pages = [
  {
    slug: 'home-shifting',
    title: 'Home Shifting Services',
    navLabel: 'Home Shifting',
    metaDescription:
      'Home shifting across India with careful packing, loading, updates on the way and unpacking. Get a survey-based quote for your local or intercity move.',
    intro: [
      `${company.name} has been packing and moving homes since ${company.founded}, from a single room to a 4 BHK. We pack, load, transport, unload and unpack, so you only decide where things go.`,
      'A local move usually takes one day, and an intercity move takes 2 to 5 days depending on the distance.',
      `As a guide, a local 1 BHK move costs about ${formatRupees(oneBhk.movingCharges.min)} to ${formatRupees(oneBhk.movingCharges.max)}, plus ${formatRupees(oneBhk.packingMaterial.min)} to ${formatRupees(oneBhk.packingMaterial.max)} for packing material. These prices are indicative; your quote follows a survey of your home.`,
    ],
    bookingSteps: bookingFlows.domestic,
    itemsHandled: [
      {
        title: 'Furniture',
        description:
          'Beds, wardrobes, sofas and dining sets are dismantled where needed and reassembled at your new home.',
      },
      {
        title: 'Kitchenware and Crockery',
        description: 'Glass, china and utensils are wrapped piece by piece and packed upright in strong cartons.',
      },
      {
        title: 'Electronics and Appliances',
        description: 'TVs, refrigerators, washing machines and computers are packed with foam and corrugated sheets.',
      },
      {
        title: 'Clothes and Linen',
        description: 'Clothes go into wardrobe cartons or sealed bags so they arrive clean and dry.',
      },
      {
        title: 'Books and Papers',
        description: 'Books are packed in small cartons so every box stays light enough to lift safely.',
      },
      {
        title: 'Mattresses and Soft Furnishings',
        description: 'Mattresses, cushions and curtains are covered in plastic sheets against dust and damp.',
      },
      {
        title: 'Plants and Outdoor Items',
        description: 'Potted plants, cycles and balcony furniture travel with care; plants do best on short moves.',
      },
      {
        title: 'Declared Valuables',
        description: 'Artwork, idols and other high-value items are moved once declared and insured.',
      },
    ],
    whyChoose: [
      {
        title: 'Quick Response',
        description: `You get a call back within ${company.promises.callbackMinutes} minutes of an enquiry during office hours, and a written quote ${promises.quoteTime.within}.`,
      },
      {
        title: 'Survey Before the Final Price',
        description: 'We see your goods in person or on a video call, so the quote matches what you actually own.',
      },
      {
        title: 'Trained Packing Crew',
        description: 'Our packers wrap, label and load by room, so unpacking at the other end is quick.',
      },
      {
        title: tracking.title,
        description: tracking.sentence,
      },
      {
        title: 'Clear Billing',
        description: 'You get a GST invoice, and extras such as tolls and parking are listed, not hidden.',
      },
      {
        title: 'Help with Claims',
        description: 'Report visible damage in writing within 7 days of delivery and we guide you through the claim.',
      },
    ],
    costFactors: [
      {
        title: 'Size of Your Home',
        description: 'A 3 BHK needs more packing, labour and vehicle space than a 1 BHK.',
      },
      {
        title: 'Distance',
        description: 'Intercity moves cost more than local ones because of fuel, tolls and driver days.',
      },
      {
        title: 'Packing Material',
        description: 'Fragile and high-value items need extra layers and sometimes wooden crates.',
      },
      {
        title: 'Floor and Lift Access',
        description: 'Upper floors without a lift, or a long walk to the vehicle, need more labour.',
      },
      {
        title: 'Separate or Shared Vehicle',
        description: 'A vehicle booked only for you is faster but costs more than sharing space.',
      },
      {
        title: 'Moving Date',
        description: 'Month-end, weekend and festival dates are in high demand, so book them early.',
      },
      {
        title: 'Add-on Services',
        description: 'Unpacking, furniture reassembly and AC or TV installation are priced separately.',
      },
    ],
    image: PACKING_IMAGE,
    imageAlt: PACKING_IMAGE_ALT,
  },
  {
    slug: 'pet-relocation',
    title: 'Pet Relocation Services',
    navLabel: 'Pet Relocation',
    metaDescription:
      'Pet relocation for dogs, cats and birds, by road or air. We check vaccination records and health certificates and share updates throughout the journey.',
    intro: [
      'We move dogs, cats, birds and other small pets with the crate, paperwork and care they need. Your pet can travel with your household goods or on its own plan.',
      'We plan the route and timing around water, feeding and rest, so your pet spends as little time travelling as possible.',
      'Travel rules depend on the mode of transport and, for moves abroad, on the destination country, so we go through them with you and your vet before booking.',
    ],
    bookingSteps: [
      {
        title: 'Get a Quote',
        description:
          "Tell us your pet's species, breed, age and weight and where it is going. We suggest road or air travel and send a quote.",
      },
      {
        title: 'Pay an Advance to Confirm',
        description: `A small advance of ${advanceRange} confirms the travel date. It is adjusted in your final bill.`,
      },
      {
        title: 'Crate and Pickup',
        description:
          'We confirm the crate size, check the documents and collect your pet from home at the agreed time.',
      },
      {
        title: 'Invoice and Balance Payment',
        description: 'You receive a GST invoice and pay the balance as per the payment terms, less the advance.',
      },
      {
        title: 'Travel with Regular Updates',
        description:
          'We call you at every rest and feeding stop, and you can call us for news at any point of the trip.',
      },
      {
        title: 'Delivery and Feedback',
        description: 'We hand your pet over at the new address, then ask how the journey went.',
      },
    ],
    itemsHandled: [
      {
        title: 'Dogs',
        description: 'Dogs of all sizes travel in a ventilated crate big enough to stand, turn and lie down.',
      },
      {
        title: 'Cats',
        description: 'Cats travel in secure carriers with familiar bedding to keep them calm.',
      },
      {
        title: 'Birds',
        description: 'Birds travel in covered, ventilated cages kept out of direct sun and draughts.',
      },
      {
        title: 'Small Pets',
        description: 'Rabbits, guinea pigs and hamsters move in escape-proof carriers with food and water.',
      },
      {
        title: 'Vaccination Records',
        description: "We check your pet's vaccination card, including rabies, before the journey.",
      },
      {
        title: 'Health Certificate',
        description: 'Most journeys need a fitness certificate from your vet, issued shortly before travel.',
      },
      {
        title: 'Crates and Carriers',
        description: 'We can arrange a travel crate of the right size if you do not have one.',
      },
      {
        title: 'Food, Bedding and Toys',
        description: "Your pet's usual food, bowls, leash and toys travel with it.",
      },
    ],
    whyChoose: [
      {
        title: 'Planned Around Your Pet',
        description: "Departure times, stops and the route are chosen for your pet's comfort, not just speed.",
      },
      {
        title: 'Paperwork Checked Early',
        description: 'We review vaccination records and certificates days ahead, not at the airport.',
      },
      {
        title: 'Gentle Handling',
        description: 'Our handlers load and unload crates calmly and keep them out of the sun.',
      },
      {
        title: 'Updates on the Way',
        description: 'You know where your pet is and how it is doing throughout the journey.',
      },
      {
        title: 'One Plan with Your Move',
        description: 'Your pet and your household goods can be moved on one plan with one point of contact.',
      },
    ],
    costFactors: [
      {
        title: 'Mode of Travel',
        description: 'Air travel is faster but costs more than road travel.',
      },
      {
        title: 'Distance and Route',
        description: 'Longer routes mean more travel time, stops and handler hours.',
      },
      {
        title: 'Size and Weight of Your Pet',
        description: 'Bigger pets need bigger crates and more space in the vehicle or aircraft hold.',
      },
      {
        title: 'Number of Pets',
        description: 'Each pet needs its own crate or carrier and its own checks.',
      },
      {
        title: 'Crate',
        description: 'Using your own approved crate costs less than arranging a new one.',
      },
      {
        title: 'Vet Visits and Documents',
        description: 'Certificates and any vaccinations due before travel add to the cost.',
      },
    ],
    image: ROAD_IMAGE,
    imageAlt: ROAD_IMAGE_ALT,
  },
  {
    slug: 'office-relocation',
    title: 'Office Relocation Services',
    navLabel: 'Office Relocation',
    metaDescription:
      'Office relocation with department-wise labelling, careful IT handling and after-hours moves that keep downtime short. Get a quote after a site survey.',
    intro: [
      'We move offices of every size, from a ten-desk team to several floors, with a plan that keeps your business running.',
      'Every carton and desk is labelled by department and seat, so your staff find their workstations ready on the first morning.',
      'We can move in the evening or over a weekend, and one point of contact works with your admin and IT teams from survey to setup.',
    ],
    bookingSteps: [
      {
        title: 'Site Survey and Quote',
        description:
          'We visit your office, list furniture, IT equipment and files, and send a quote with a moving plan.',
      },
      {
        title: 'Pay an Advance to Confirm',
        description: `An advance of ${advanceRange} confirms your moving dates. It is adjusted in your final bill.`,
      },
      {
        title: 'Packing and Pickup',
        description:
          'Workstations, IT equipment and files are packed, labelled by department and loaded floor by floor.',
      },
      {
        title: 'Invoice and Balance Payment',
        description:
          'Your accounts team receives a GST invoice, and the balance is paid as per the payment terms, less the advance.',
      },
      {
        title: tracking.transportStep,
        description: 'Loads travel in GPS-enabled vehicles, so we can tell you when each one will arrive.',
      },
      {
        title: 'Delivery, Setup and Feedback',
        description:
          'We unload to the labelled desks, reassemble furniture and ask for your feedback once your team is settled.',
      },
    ],
    itemsHandled: [
      {
        title: 'Workstations and Chairs',
        description: 'Modular desks are dismantled, labelled part by part and reassembled at the new office.',
      },
      {
        title: 'Computers and Peripherals',
        description: 'Desktops, monitors and printers are wrapped in bubble wrap and packed in padded cartons.',
      },
      {
        title: 'Servers and Network Racks',
        description: 'Servers move after your IT team shuts them down and backs up data.',
      },
      {
        title: 'Files and Records',
        description: 'Files are packed in numbered cartons that follow your filing order.',
      },
      {
        title: 'Conference and Reception Furniture',
        description: 'Meeting tables, glass tops and sofas get corner guards and extra padding.',
      },
      {
        title: 'Pantry Appliances',
        description: 'Refrigerators, microwaves and water dispensers are drained, cleaned and packed.',
      },
      {
        title: 'Safes and Heavy Cabinets',
        description: 'Heavy items are moved with extra hands, trolleys and floor protection.',
      },
    ],
    whyChoose: [
      {
        title: 'Short Downtime',
        description: 'Evening and weekend moves mean your team loses as few working hours as possible.',
      },
      {
        title: 'Department-wise Labelling',
        description: 'Colour-coded labels match each carton to a department, desk and floor.',
      },
      {
        title: 'Careful IT Handling',
        description: 'Screens, CPUs and cables are packed separately and tagged to their desks.',
      },
      {
        title: 'Business Billing',
        description: 'You get a GST invoice in your company name for your accounts.',
      },
      {
        title: 'One Point of Contact',
        description: 'One coordinator plans the move with your admin team and stays reachable throughout.',
      },
    ],
    costFactors: [
      {
        title: 'Number of Workstations',
        description: 'More desks, chairs and cabinets mean more packing, labour and vehicle trips.',
      },
      {
        title: 'Building Access',
        description: 'Service-lift bookings, loading-bay timings and permitted hours affect labour time.',
      },
      {
        title: 'IT and Special Equipment',
        description: 'Servers, safes and large machines need extra packing and handling.',
      },
      {
        title: 'Distance',
        description: 'A move across the city costs less than a move to another city.',
      },
      {
        title: 'Moving Time',
        description: 'Night and weekend moves may cost more but save working hours.',
      },
      {
        title: 'Dismantling and Reassembly',
        description: 'Modular furniture that must be taken apart and rebuilt adds labour.',
      },
      {
        title: 'Storage Between Premises',
        description: 'If the new office is not ready, storing your goods for a few days is charged separately.',
      },
    ],
    image: PACKING_IMAGE,
    imageAlt: PACKING_IMAGE_ALT,
  },
  {
    slug: 'car-bike-transport',
    title: 'Car and Bike Transport Services',
    navLabel: 'Car & Bike Transport',
    metaDescription:
      'Car and bike transport between cities on secure carriers, with a condition report at pickup and delivery and updates while your vehicle is on the road.',
    intro: [
      'We move cars, motorcycles and scooters between cities on carriers, so your vehicle does not add kilometres or wear on the way.',
      'Before loading we inspect and photograph the vehicle and note its condition in a report you sign; at delivery you check it against the same report.',
      'Keep the fuel tank low, remove valuables and accessories, and hand us copies of the RC and insurance; keep the originals with you.',
    ],
    bookingSteps: [
      {
        title: 'Get a Quote',
        description: 'Share the make and model, pickup and drop cities and your preferred date, and we send a quote.',
      },
      {
        title: 'Pay an Advance to Confirm',
        description: `An advance of ${advanceRange} confirms the carrier booking. It is adjusted in your final bill.`,
      },
      {
        title: 'Inspection and Pickup',
        description:
          'We inspect and photograph your vehicle, record its condition, then load and strap it onto the carrier.',
      },
      {
        title: 'Invoice and Balance Payment',
        description: 'You receive a GST invoice and pay the balance as per the payment terms, less the advance.',
      },
      {
        title: tracking.transportStep,
        description: 'The carrier is GPS-enabled, so we can tell you where your vehicle is on the way.',
      },
      {
        title: 'Delivery and Feedback',
        description: 'Check your vehicle against the pickup report before you sign for it, then tell us how we did.',
      },
    ],
    itemsHandled: [
      {
        title: 'Hatchbacks and Sedans',
        description: 'Everyday cars travel on multi-car carriers with each wheel strapped down.',
      },
      {
        title: 'SUVs and MUVs',
        description: 'Larger vehicles are loaded on carriers with the right deck height and ramp angle.',
      },
      {
        title: 'Premium Cars',
        description: 'High-value and low-clearance cars can travel in an enclosed carrier on request.',
      },
      {
        title: 'Motorcycles',
        description: 'Bikes are wrapped, mirrors padded and the bike secured upright so it cannot shift.',
      },
      {
        title: 'Scooters',
        description: 'Scooters get padding on panels and mirrors and travel strapped in place.',
      },
      {
        title: 'Vehicles with Your Household',
        description: 'Your car or bike can travel with your household goods on one move plan.',
      },
      {
        title: 'Vehicle Documents',
        description: 'Copies of the RC and insurance travel with the vehicle for checks on the road.',
      },
    ],
    whyChoose: [
      {
        title: 'Condition Report at Both Ends',
        description: 'Photos and a signed report at pickup make any damage clear at delivery.',
      },
      {
        title: 'Secure Loading',
        description: 'Trained loaders use ramps and wheel straps to load and secure each vehicle.',
      },
      {
        title: tracking.title,
        description: tracking.sentence,
      },
      {
        title: 'Door Pickup Where Possible',
        description: 'We collect from your door where a carrier can reach, or from the nearest open road.',
      },
      {
        title: 'Help with Claims',
        description: 'Report visible damage in writing within 7 days of delivery and we guide you through the claim.',
      },
    ],
    costFactors: [
      {
        title: 'Vehicle Type',
        description: 'An SUV takes more carrier space than a hatchback, and a bike less than either.',
      },
      {
        title: 'Distance and Route',
        description: 'Longer routes and hill roads add fuel, tolls and driver days.',
      },
      {
        title: 'Open or Enclosed Carrier',
        description: 'An enclosed carrier protects against dust and weather but costs more.',
      },
      {
        title: 'Pickup and Drop Points',
        description: 'Door-to-door service costs more than handing over at a loading point.',
      },
      {
        title: 'Transit Insurance',
        description: 'Insurance is based on the declared value of your vehicle.',
      },
      {
        title: 'Travel Date',
        description: 'Carriers fill up fast around festivals and the end of the school year.',
      },
    ],
    image: '/images/gallery/car-1.webp',
    imageAlt: 'A car carrier truck with six cars on a highway',
  },
  {
    slug: 'commercial-shifting',
    title: 'Commercial Shifting Services',
    navLabel: 'Commercial Shifting',
    metaDescription:
      'Commercial shifting for shops, showrooms, clinics, restaurants and small factories, with inventory lists, wooden crating and phased moves planned with you.',
    intro: [
      'Commercial shifting covers shops, showrooms, clinics, restaurants, warehouses and small factories.',
      'Stock, display fixtures and machinery each need different packing, so we plan each category with you and list every package on an inventory.',
      'If you need to keep trading, we move in phases or outside business hours.',
    ],
    bookingSteps: [
      {
        title: 'Site Survey and Quote',
        description: 'We visit your premises, note stock, fixtures and machinery, and send a quote with a moving plan.',
      },
      {
        title: 'Pay an Advance to Confirm',
        description: `An advance of ${advanceRange} confirms your dates. It is adjusted in your final bill.`,
      },
      {
        title: 'Packing and Pickup',
        description:
          'Stock is counted and packed by category, fixtures are dismantled, and machinery is crated where needed.',
      },
      {
        title: 'Invoice and Balance Payment',
        description: 'You receive a GST invoice and pay the balance as per the payment terms, less the advance.',
      },
      {
        title: tracking.transportStep,
        description:
          'Each load travels in a GPS-enabled vehicle, and we tell you when it will arrive so you can plan staff for unloading.',
      },
      {
        title: 'Delivery and Feedback',
        description: 'We unload to your new layout, reassemble fixtures and ask for your feedback.',
      },
    ],
    itemsHandled: [
      {
        title: 'Stock and Inventory',
        description: 'Goods are counted, packed by category and matched to a written inventory.',
      },
      {
        title: 'Display Fixtures and Racks',
        description: 'Shelving, counters and racks are dismantled, labelled and rebuilt.',
      },
      {
        title: 'Machinery and Tools',
        description: 'Light and medium machines are padded or crated in wood for the journey.',
      },
      {
        title: 'Commercial Kitchen Equipment',
        description: 'Ovens, refrigerators and steel counters are cleaned, secured and moved upright.',
      },
      {
        title: 'Clinic and Lab Equipment',
        description: 'Delicate equipment is padded, moved upright and kept dry.',
      },
      {
        title: 'Glass and Signage',
        description: 'Glass panels, mirrors and signboards travel in wooden crates.',
      },
      {
        title: 'Billing Counters and Records',
        description: 'Billing systems and files are packed separately so you can reopen quickly.',
      },
    ],
    whyChoose: [
      {
        title: 'Phased Moves',
        description: 'We move in stages so part of your business keeps running.',
      },
      {
        title: 'Written Inventory',
        description: 'Every package is numbered and listed, so nothing goes missing in the move.',
      },
      {
        title: 'Wooden Crating',
        description: 'Machines, glass and fragile stock get custom wooden crates.',
      },
      {
        title: 'Moves Outside Business Hours',
        description: 'Night and holiday moves mean your customers rarely find you closed.',
      },
      {
        title: 'Business Billing',
        description: 'You get a GST invoice in your business name for your accounts.',
      },
    ],
    costFactors: [
      {
        title: 'Volume and Weight',
        description: 'Heavier stock and more machinery need bigger vehicles and more labour.',
      },
      {
        title: 'Crating and Special Packing',
        description: 'Wooden crates for machines and glass cost more than cartons.',
      },
      {
        title: 'Distance',
        description: 'A move within the city costs less than a move to another state.',
      },
      {
        title: 'Loading Access',
        description: 'Loading bays, goods lifts and entry timings for trucks in your area affect the plan.',
      },
      {
        title: 'Labour and Equipment',
        description: 'Heavy items may need extra hands, trolleys or lifting gear.',
      },
      {
        title: 'Phasing',
        description: 'Moving in several trips costs more than a single move.',
      },
      {
        title: 'Storage',
        description: 'Storing stock between premises is charged by duration and volume.',
      },
    ],
    image: PACKING_IMAGE,
    imageAlt: PACKING_IMAGE_ALT,
  },
  {
    slug: 'international-moves',
    title: 'International Moving Services',
    navLabel: 'International Moves',
    metaDescription:
      'International moves from India by sea or air, with export packing, help with customs documents and updates until your goods are delivered abroad.',
    intro: [
      'We move households from India to other countries by sea or air, with export packing and customs paperwork prepared with you.',
      'Sea shipping suits a full home and costs less per cubic metre; air shipping suits a few cartons you need quickly.',
      'Customs duties and destination charges depend on the country you are moving to, so we show them separately in your quote.',
    ],
    bookingSteps: bookingFlows.international,
    itemsHandled: [
      {
        title: 'Household Furniture',
        description: 'Furniture is wrapped in several layers and crated where needed for a long journey.',
      },
      {
        title: 'Personal Effects',
        description: 'Clothes, books and kitchenware are packed in export cartons and numbered.',
      },
      {
        title: 'Electronics and Appliances',
        description: 'Check the voltage and plug type at your destination before you ship appliances.',
      },
      {
        title: 'Artwork and Antiques',
        description: 'Art is crated, and antiques may need export clearance, so mention them at the survey.',
      },
      {
        title: 'Unaccompanied Baggage',
        description: 'A few cartons can travel by air ahead of your main shipment.',
      },
      {
        title: 'Customs Documents',
        description: 'Passport and visa copies, a packing list and destination forms go with the shipment.',
      },
    ],
    whyChoose: [
      {
        title: 'Sea or Air',
        description: 'We help you choose by volume, budget and how soon you need your goods.',
      },
      {
        title: 'Export-Grade Packing',
        description: 'Packing is built for long transit, port handling and changes in weather.',
      },
      {
        title: 'Documentation Support',
        description: 'We prepare the export paperwork with you and tell you what the destination needs.',
      },
      {
        title: 'Updates at Every Stage',
        description: 'You hear from us at each stage, from port departure to delivery.',
      },
      {
        title: 'Clear Costs',
        description: 'Our charges and the destination charges are shown separately in your quote.',
      },
    ],
    costFactors: [
      {
        title: 'Destination',
        description: 'The country, port and final delivery address set the shipping route.',
      },
      {
        title: 'Volume',
        description: 'Sea freight is priced by cubic metre and air freight by weight.',
      },
      {
        title: 'Sea or Air',
        description: 'Air is faster and costlier; a shared sea container is the most economical.',
      },
      {
        title: 'Customs Duties and Destination Charges',
        description: "These depend on the destination country's rules and are paid extra.",
      },
      {
        title: 'Packing and Crating',
        description: 'Wooden crates for fragile or heavy items add to the packing cost.',
      },
      {
        title: 'Insurance',
        description: 'Marine or transit insurance is based on the declared value of your goods.',
      },
      {
        title: 'Door or Port Delivery',
        description: 'Delivery to your new home costs more than collection at the destination port.',
      },
    ],
    image: ROAD_IMAGE,
    imageAlt: ROAD_IMAGE_ALT,
  },
] satisfies z.input<typeof servicePageSchema>[];

/** The six service pages, in the order of `servicePageSlugs`. */
export const servicePages: ServicePage[] = parseContent(
  'content/service-pages.ts',
  z
    .array(servicePageSchema)
    .length(servicePageSlugs.length)
    .refine((list) => list.every((page, i) => page.slug === servicePageSlugs[i]), {
      message: `pages must be in this order: ${servicePageSlugs.join(', ')}`,
    }),
  pages,
);

/** The service page for a route segment, or `undefined` if there is none. */
export function servicePageBySlug(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}
