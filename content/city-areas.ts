import { z } from 'zod';
import { citySlugs } from './city-names';
import { parseContent, text } from './parse';

/** A list of distinct place names. */
const placeNames = (min: number, max: number) =>
  z
    .array(text)
    .min(min)
    .max(max)
    .refine((names) => new Set(names).size === names.length, 'names must not repeat');

/** Where a city page's local copy says we work. */
export const cityAreaSchema = z.object({
  /** Well-known localities or neighbourhoods within the city, named in its local-moves copy. */
  localities: placeNames(4, 6),
  /** Well-known towns or cities near it, named in its domestic-moves copy. */
  nearby: placeNames(2, 4),
});

export type CityArea = z.infer<typeof cityAreaSchema>;

/** Exactly one entry per city slug; a missing or unknown slug fails the parse. */
export const cityAreasSchema = z.record(z.enum(citySlugs), cityAreaSchema);

/** Localities and nearby towns for each of the 48 city pages, keyed by slug. */
export const cityAreas: Record<string, CityArea> = parseContent('content/city-areas.ts', cityAreasSchema, {
  agra: {
    localities: ['Sanjay Place', 'Kamla Nagar', 'Dayalbagh', 'Sikandra', 'Tajganj', 'Shahganj'],
    nearby: ['Mathura', 'Firozabad', 'Fatehpur Sikri', 'Bharatpur'],
  },
  ankleshwar: {
    localities: ['GIDC Estate', 'Gadkhol', 'Jitali', 'Andada', 'Station Road'],
    nearby: ['Bharuch', 'Jhagadia', 'Surat', 'Vadodara'],
  },
  bhiwandi: {
    localities: ['Anjur Phata', 'Dhamankar Naka', 'Kalher', 'Kongaon', 'Narpoli'],
    nearby: ['Thane', 'Kalyan', 'Mumbai'],
  },
  calicut: {
    localities: ['Mavoor Road', 'Nadakkavu', 'West Hill', 'Eranhipalam', 'Kallai'],
    nearby: ['Malappuram', 'Kannur', 'Vadakara', 'Koyilandy'],
  },
  cuttack: {
    localities: ['Badambadi', 'Buxi Bazaar', 'College Square', 'Link Road', 'Tulsipur', 'Bidanasi'],
    nearby: ['Bhubaneswar', 'Jagatsinghpur', 'Kendrapara', 'Paradip'],
  },
  gandhidham: {
    localities: ['Adipur', 'Galpadar', 'Kidana', 'Antarjal'],
    nearby: ['Kandla', 'Anjar', 'Bhuj', 'Mundra'],
  },
  guwahati: {
    localities: ['Dispur', 'Paltan Bazaar', 'Ganeshguri', 'Beltola', 'Chandmari', 'Khanapara'],
    nearby: ['Shillong', 'Nalbari', 'Sonapur'],
  },
  hyderabad: {
    localities: ['Banjara Hills', 'Jubilee Hills', 'Gachibowli', 'Madhapur', 'Kukatpally', 'Begumpet'],
    nearby: ['Secunderabad', 'Sangareddy', 'Shamshabad'],
  },
  jamshedpur: {
    localities: ['Bistupur', 'Sakchi', 'Kadma', 'Sonari', 'Telco', 'Mango'],
    nearby: ['Adityapur', 'Ghatshila', 'Chaibasa', 'Ranchi'],
  },
  kolhapur: {
    localities: ['Rajarampuri', 'Shahupuri', 'Tarabai Park', 'Nagala Park', 'Mahadwar Road'],
    nearby: ['Ichalkaranji', 'Sangli', 'Kagal'],
  },
  lucknow: {
    localities: ['Hazratganj', 'Gomti Nagar', 'Aliganj', 'Indira Nagar', 'Aminabad', 'Alambagh'],
    nearby: ['Kanpur', 'Barabanki', 'Unnao', 'Sitapur'],
  },
  meerut: {
    localities: ['Shastri Nagar', 'Meerut Cantt', 'Abu Lane', 'Begum Bridge', 'Pallavpuram', 'Ganga Nagar'],
    nearby: ['Modinagar', 'Ghaziabad', 'Muzaffarnagar', 'Hapur'],
  },
  ahmedabad: {
    localities: ['Navrangpura', 'Satellite', 'Vastrapur', 'Bopal', 'Maninagar', 'Chandkheda'],
    nearby: ['Gandhinagar', 'Sanand', 'Kalol', 'Nadiad'],
  },
  aurangabad: {
    localities: ['CIDCO', 'Garkheda', 'Osmanpura', 'Samarth Nagar', 'Waluj'],
    nearby: ['Jalna', 'Paithan', 'Vaijapur'],
  },
  bhopal: {
    localities: ['MP Nagar', 'Arera Colony', 'Kolar Road', 'TT Nagar', 'Shahpura'],
    nearby: ['Sehore', 'Vidisha', 'Raisen', 'Mandideep'],
  },
  chandigarh: {
    localities: ['Sector 17', 'Sector 22', 'Sector 35', 'Sector 43', 'Manimajra'],
    nearby: ['Mohali', 'Panchkula', 'Zirakpur', 'Kharar'],
  },
  dehradun: {
    localities: ['Rajpur Road', 'Clement Town', 'Prem Nagar', 'Ballupur', 'Dalanwala'],
    nearby: ['Mussoorie', 'Rishikesh', 'Haridwar', 'Vikasnagar'],
  },
  ghaziabad: {
    localities: ['Indirapuram', 'Vaishali', 'Vasundhara', 'Raj Nagar', 'Kavi Nagar'],
    nearby: ['Noida', 'Delhi', 'Hapur', 'Modinagar'],
  },
  gwalior: {
    localities: ['Lashkar', 'City Centre', 'Thatipur', 'Morar', 'Gole Ka Mandir'],
    nearby: ['Morena', 'Dabra', 'Datia', 'Shivpuri'],
  },
  indore: {
    localities: ['Vijay Nagar', 'Palasia', 'Rajwada', 'Sudama Nagar', 'Bhawarkua'],
    nearby: ['Dewas', 'Pithampur', 'Mhow', 'Ujjain'],
  },
  jamnagar: {
    localities: ['Darbargadh', 'Patel Colony', 'Digvijay Plot', 'Ranjit Sagar Road'],
    nearby: ['Rajkot', 'Khambhalia', 'Dhrol', 'Kalavad'],
  },
  kolkata: {
    localities: ['Salt Lake', 'Park Street', 'Ballygunge', 'New Town', 'Behala', 'Garia'],
    nearby: ['Howrah', 'Barasat', 'Barrackpore', 'Kalyani'],
  },
  ludhiana: {
    localities: ['Sarabha Nagar', 'Model Town', 'Civil Lines', 'BRS Nagar', 'Dugri', 'Ghumar Mandi'],
    nearby: ['Khanna', 'Jagraon', 'Phagwara', 'Jalandhar'],
  },
  mumbai: {
    localities: ['Andheri', 'Bandra', 'Powai', 'Dadar', 'Goregaon', 'Chembur'],
    nearby: ['Thane', 'Navi Mumbai', 'Kalyan', 'Vasai'],
  },
  allahabad: {
    localities: ['Civil Lines', 'George Town', 'Katra', 'Tagore Town', 'Naini', 'Jhunsi'],
    nearby: ['Pratapgarh', 'Mirzapur', 'Kaushambi', 'Varanasi'],
  },
  alwar: {
    localities: ['Hope Circus', 'Company Bagh', 'Moti Doongri', 'Church Road', 'Kala Kuan'],
    nearby: ['Bhiwadi', 'Behror', 'Rajgarh', 'Tijara'],
  },
  ambala: {
    localities: ['Ambala Cantt', 'Ambala City', 'Baldev Nagar', 'Sector 9'],
    nearby: ['Chandigarh', 'Kurukshetra', 'Yamunanagar', 'Panchkula'],
  },
  vadodara: {
    localities: ['Alkapuri', 'Fatehgunj', 'Sayajigunj', 'Manjalpur', 'Gotri', 'Akota'],
    nearby: ['Anand', 'Bharuch', 'Halol', 'Padra'],
  },
  bikaner: {
    localities: ['Kote Gate', 'Rani Bazar', 'Gangashahar', 'Jassusar Gate', 'Pawanpuri'],
    nearby: ['Nokha', 'Deshnoke', 'Kolayat'],
  },
  bhubaneswar: {
    localities: ['Saheed Nagar', 'Patia', 'Nayapalli', 'Chandrasekharpur', 'Jaydev Vihar', 'Old Town'],
    nearby: ['Cuttack', 'Puri', 'Khordha', 'Jatni'],
  },
  chennai: {
    localities: ['T. Nagar', 'Adyar', 'Anna Nagar', 'Velachery', 'Mylapore', 'Porur'],
    nearby: ['Kanchipuram', 'Chengalpattu', 'Tiruvallur', 'Sriperumbudur'],
  },
  kochi: {
    localities: ['Edappally', 'Kakkanad', 'Fort Kochi', 'Vyttila', 'Kaloor', 'Marine Drive'],
    nearby: ['Aluva', 'Angamaly', 'Thrissur', 'Alappuzha'],
  },
  delhi: {
    localities: ['Connaught Place', 'Lajpat Nagar', 'Karol Bagh', 'Rohini', 'Saket', 'Mayur Vihar'],
    nearby: ['Noida', 'Gurgaon', 'Ghaziabad', 'Faridabad'],
  },
  dwarka: {
    localities: ['Sector 6', 'Sector 10', 'Sector 12', 'Sector 21', 'Dwarka Mor'],
    nearby: ['Janakpuri', 'Najafgarh', 'Gurgaon'],
  },
  faridabad: {
    localities: ['NIT', 'Old Faridabad', 'Sector 15', 'Sector 21', 'Ballabgarh'],
    nearby: ['Delhi', 'Palwal', 'Gurgaon', 'Noida'],
  },
  goa: {
    localities: ['Panaji', 'Margao', 'Mapusa', 'Vasco da Gama', 'Ponda', 'Porvorim'],
    nearby: ['Belagavi', 'Karwar', 'Sawantwadi'],
  },
  greaternoida: {
    localities: ['Alpha 1', 'Beta 2', 'Knowledge Park', 'Pari Chowk', 'Greater Noida West'],
    nearby: ['Noida', 'Ghaziabad', 'Dadri', 'Jewar'],
  },
  gurgaon: {
    localities: ['DLF Phase 1', 'Sushant Lok', 'Sohna Road', 'Golf Course Road', 'Palam Vihar', 'Sector 56'],
    nearby: ['Delhi', 'Manesar', 'Sohna', 'Rewari'],
  },
  hubli: {
    localities: ['Vidyanagar', 'Gokul Road', 'Keshwapur', 'Deshpande Nagar', 'Navanagar', 'Old Hubli'],
    nearby: ['Dharwad', 'Gadag', 'Haveri', 'Belagavi'],
  },
  jammu: {
    localities: ['Gandhi Nagar', 'Trikuta Nagar', 'Bakshi Nagar', 'Channi Himmat', 'Talab Tillo'],
    nearby: ['Katra', 'Udhampur', 'Samba', 'Kathua'],
  },
  kanpur: {
    localities: ['Swaroop Nagar', 'Kidwai Nagar', 'Civil Lines', 'Kakadeo', 'Govind Nagar', 'Kalyanpur'],
    nearby: ['Unnao', 'Lucknow', 'Fatehpur'],
  },
  kottayam: {
    localities: ['Nagampadam', 'Kanjikuzhy', 'Kumaranalloor', 'Baker Junction', 'Thazhathangadi'],
    nearby: ['Changanassery', 'Pala', 'Ettumanoor', 'Kumarakom'],
  },
  mangalore: {
    localities: ['Hampankatta', 'Kadri', 'Bejai', 'Kankanady', 'Falnir', 'Surathkal'],
    nearby: ['Udupi', 'Puttur', 'Bantwal', 'Moodbidri'],
  },
  nashik: {
    localities: ['College Road', 'Gangapur Road', 'Panchavati', 'Nashik Road', 'Satpur', 'CIDCO'],
    nearby: ['Sinnar', 'Igatpuri', 'Trimbakeshwar', 'Malegaon'],
  },
  noida: {
    localities: ['Sector 18', 'Sector 15', 'Sector 50', 'Sector 62', 'Sector 137'],
    nearby: ['Delhi', 'Greater Noida', 'Ghaziabad', 'Faridabad'],
  },
  patna: {
    localities: ['Boring Road', 'Kankarbagh', 'Rajendra Nagar', 'Patliputra Colony', 'Bailey Road', 'Gandhi Maidan'],
    nearby: ['Danapur', 'Hajipur', 'Bihta'],
  },
  pune: {
    localities: ['Kothrud', 'Hinjewadi', 'Viman Nagar', 'Baner', 'Hadapsar', 'Koregaon Park'],
    nearby: ['Pimpri-Chinchwad', 'Talegaon', 'Chakan', 'Lonavala'],
  },
  surat: {
    localities: ['Adajan', 'Vesu', 'Varachha', 'Piplod', 'Udhna', 'City Light'],
    nearby: ['Navsari', 'Bardoli', 'Bharuch', 'Hazira'],
  },
});
