/**
 * The words of the demo catalogue: who sells, what they sell, where. Kept apart from the seeding code
 * so the content can be read and edited as content. Names, prices (MVR) and places are meant to look
 * like a real week on a Maldivian second-hand market; every island named here must exist in
 * maldives-locations.json (the seeder checks and throws otherwise).
 */
import type { ListingAttributes } from '@marketplace/contract/category-fields-messages';
import type { ListingCondition } from '@marketplace/contract/listings-messages';
import type { DemoDrawing } from './demo-images';
import type { SeedCategoryName } from './reference-data';

export interface DemoSeller {
  firstName: string;
  lastName: string;
  /** Home island: atoll code and island name as in the JSON (no prefix). */
  atollCode: string;
  island: string;
  /** 7 digits, starting with 7 or 9 (Dhiraagu / Ooredoo). */
  mobile: string;
  /** "A" + 6 digits, unique. */
  nationalIdNumber: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** Without "@", as the profile stores it; null when the seller gave none. */
  instagramHandle: string | null;
  /** Verified seller with an accepted ID. */
  verified: boolean;
  /** Account age in days at seeding time. */
  joinedDaysAgo: number;
}

export const DEMO_SELLERS: readonly DemoSeller[] = [
  {
    firstName: 'Aishath',
    lastName: 'Shifa',
    atollCode: 'K',
    island: 'Malé',
    mobile: '7712345',
    nationalIdNumber: 'A112233',
    dateOfBirth: '1994-03-12',
    instagramHandle: 'aishath.shifa.finds',
    verified: true,
    joinedDaysAgo: 352,
  },
  {
    firstName: 'Mohamed',
    lastName: 'Nasheed Ali',
    atollCode: 'K',
    island: 'Hulhumalé',
    mobile: '9623410',
    nationalIdNumber: 'A204518',
    dateOfBirth: '1988-07-22',
    instagramHandle: null,
    verified: true,
    joinedDaysAgo: 318,
  },
  {
    firstName: 'Fathimath',
    lastName: 'Zuha',
    atollCode: 'S',
    island: 'Hithadhoo',
    mobile: '7790021',
    nationalIdNumber: 'A309877',
    dateOfBirth: '1997-11-05',
    instagramHandle: 'zuha.preloved',
    verified: false,
    joinedDaysAgo: 291,
  },
  {
    firstName: 'Ibrahim',
    lastName: 'Shareef',
    atollCode: 'HDh',
    island: 'Kulhudhuffushi',
    mobile: '9771188',
    nationalIdNumber: 'A087341',
    dateOfBirth: '1985-01-30',
    instagramHandle: null,
    verified: true,
    joinedDaysAgo: 266,
  },
  {
    firstName: 'Mariyam',
    lastName: 'Lubna',
    atollCode: 'K',
    island: 'Villimalé',
    mobile: '7325566',
    nationalIdNumber: 'A415602',
    dateOfBirth: '1999-06-18',
    instagramHandle: 'lubna.closet',
    verified: false,
    joinedDaysAgo: 240,
  },
  {
    firstName: 'Ahmed',
    lastName: 'Rasheed',
    atollCode: 'Gn',
    island: 'Fuvahmulah',
    mobile: '7654320',
    nationalIdNumber: 'A050917',
    dateOfBirth: '1979-09-09',
    instagramHandle: null,
    verified: true,
    joinedDaysAgo: 221,
  },
  {
    firstName: 'Hawwa',
    lastName: 'Nisha',
    atollCode: 'K',
    island: 'Hulhumalé',
    mobile: '9145789',
    nationalIdNumber: 'A226840',
    dateOfBirth: '1992-12-01',
    instagramHandle: 'hawwa.nisha',
    verified: false,
    joinedDaysAgo: 198,
  },
  {
    firstName: 'Hussain',
    lastName: 'Zahir',
    atollCode: 'Lh',
    island: 'Naifaru',
    mobile: '7408812',
    nationalIdNumber: 'A163305',
    dateOfBirth: '1990-04-14',
    instagramHandle: null,
    verified: false,
    joinedDaysAgo: 176,
  },
  {
    firstName: 'Aminath',
    lastName: 'Rifa',
    atollCode: 'L',
    island: 'Fonadhoo',
    mobile: '9867403',
    nationalIdNumber: 'A371946',
    dateOfBirth: '1996-02-27',
    instagramHandle: 'rifa.mv',
    verified: true,
    joinedDaysAgo: 158,
  },
  {
    firstName: 'Ali',
    lastName: 'Waheed',
    atollCode: 'GDh',
    island: 'Thinadhoo',
    mobile: '7561239',
    nationalIdNumber: 'A129078',
    dateOfBirth: '1983-08-03',
    instagramHandle: null,
    verified: false,
    joinedDaysAgo: 139,
  },
  {
    firstName: 'Shiham',
    lastName: 'Moosa',
    atollCode: 'K',
    island: 'Maafushi',
    mobile: '9934516',
    nationalIdNumber: 'A258814',
    dateOfBirth: '1991-10-21',
    instagramHandle: 'shiham.fishing',
    verified: true,
    joinedDaysAgo: 124,
  },
  {
    firstName: 'Nashwa',
    lastName: 'Adam',
    atollCode: 'B',
    island: 'Eydhafushi',
    mobile: '7283047',
    nationalIdNumber: 'A482263',
    dateOfBirth: '2000-05-08',
    instagramHandle: 'nashwa.adam',
    verified: false,
    joinedDaysAgo: 109,
  },
  {
    firstName: 'Ismail',
    lastName: 'Faisal',
    atollCode: 'R',
    island: 'Ungoofaaru',
    mobile: '9706654',
    nationalIdNumber: 'A144590',
    dateOfBirth: '1987-03-16',
    instagramHandle: null,
    verified: false,
    joinedDaysAgo: 84,
  },
  {
    firstName: 'Mariyam',
    lastName: 'Shaana',
    atollCode: 'K',
    island: 'Malé',
    mobile: '7479915',
    nationalIdNumber: 'A397128',
    dateOfBirth: '1995-08-29',
    instagramHandle: 'shaana.home',
    verified: false,
    joinedDaysAgo: 37,
  },
];

/**
 * Where listings are posted when not from the seller's home island, with relative weights: Malé and
 * Hulhumalé dominate as they do in real trade, and every atoll appears at least once.
 */
export const DEMO_LISTING_ISLANDS: readonly { atollCode: string; island: string; weight: number }[] = [
  { atollCode: 'K', island: 'Malé', weight: 8 },
  { atollCode: 'K', island: 'Hulhumalé', weight: 6 },
  { atollCode: 'K', island: 'Villimalé', weight: 1 },
  { atollCode: 'K', island: 'Thulusdhoo', weight: 1 },
  { atollCode: 'K', island: 'Guraidhoo', weight: 1 },
  { atollCode: 'HA', island: 'Dhidhdhoo', weight: 1 },
  { atollCode: 'HA', island: 'Hoarafushi', weight: 1 },
  { atollCode: 'HDh', island: 'Hanimaadhoo', weight: 1 },
  { atollCode: 'Sh', island: 'Funadhoo', weight: 1 },
  { atollCode: 'N', island: 'Velidhoo', weight: 1 },
  { atollCode: 'R', island: 'Dhuvaafaru', weight: 1 },
  { atollCode: 'B', island: 'Thulhaadhoo', weight: 1 },
  { atollCode: 'Lh', island: 'Hinnavaru', weight: 1 },
  { atollCode: 'AA', island: 'Rasdhoo', weight: 1 },
  { atollCode: 'ADh', island: 'Mahibadhoo', weight: 1 },
  { atollCode: 'ADh', island: 'Dhangethi', weight: 1 },
  { atollCode: 'V', island: 'Felidhoo', weight: 1 },
  { atollCode: 'M', island: 'Muli', weight: 1 },
  { atollCode: 'F', island: 'Nilandhoo', weight: 1 },
  { atollCode: 'Dh', island: 'Kudahuvadhoo', weight: 1 },
  { atollCode: 'Th', island: 'Veymandoo', weight: 1 },
  { atollCode: 'L', island: 'Gan', weight: 1 },
  { atollCode: 'GA', island: 'Villingili', weight: 1 },
  { atollCode: 'GDh', island: 'Gadhdhoo', weight: 1 },
  { atollCode: 'Gn', island: 'Fuvahmulah', weight: 1 },
  { atollCode: 'S', island: 'Feydhoo', weight: 1 },
  { atollCode: 'S', island: 'Hithadhoo', weight: 2 },
];

/** Reasons an admin gave when rejecting (spec 02 §4: the owner sees them). */
export const DEMO_REJECTION_REASONS: readonly string[] = [
  'Photos are blurry; please upload clear photos of the item.',
  'The price looks like a typing error. Please check it and submit again.',
  'Please describe the condition of the item and any defects in the description.',
  'The photos look like they were taken from the internet. Please upload photos of your own item.',
  'This item is not allowed on the marketplace.',
];

export interface DemoListing {
  category: SeedCategoryName;
  name: string;
  /**
   * The kind of item its generated photos draw (issue #16 item 17); without one, the photos are a neutral
   * card with the listing's name.
   */
  picture?: DemoDrawing;
  /** MVR */
  price: number;
  condition: ListingCondition;
  /** Plain text; "\n" line breaks are kept as the seller typed them. */
  description: string;
  /** Issue #39: values of its category's seeded fields (`SEED_CATEGORY_FIELDS`), as the contract types them. */
  attributes?: ListingAttributes;
}

export const DEMO_LISTINGS: readonly DemoListing[] = [
  // Electronics
  {
    category: 'Electronics',
    name: 'Sony Bravia 55" 4K Android TV',
    picture: 'screen',
    price: 8500,
    condition: 'good',
    description:
      'Sony KD-55X80J bought in 2022 from a shop in Majeedhee Magu. Picture is perfect, no dead pixels, remote and original stand included.\nWall mount also available for MVR 300 extra. Moving house, so it has to go this month.',
  },
  {
    category: 'Electronics',
    name: 'JBL PartyBox 310 speaker',
    picture: 'speaker',
    price: 4200,
    condition: 'like new',
    description:
      'Used only for two beach parties. Very loud with strong bass, battery lasts the whole night. Comes with the box, charger and microphone.',
  },
  {
    category: 'Electronics',
    name: 'PlayStation 5 Disc Edition + 2 controllers',
    price: 7800,
    condition: 'good',
    description:
      'PS5 disc version with two DualSense controllers and three games (FIFA 24, Spider-Man 2, GT7). Console has always been in an air-conditioned room and runs quiet.\nSerious buyers only, no trades please.',
  },
  {
    category: 'Electronics',
    name: 'Canon EOS 250D with 18-55mm lens',
    picture: 'camera',
    price: 6900,
    condition: 'like new',
    description:
      'Light DSLR, perfect for travel and sandbank photos. About 3,000 shutter count. Includes 64GB card, spare battery and a camera bag.',
  },
  {
    category: 'Electronics',
    name: 'Samsung soundbar HW-T450',
    price: 1600,
    condition: 'fair',
    description:
      '2.1 channel soundbar with wireless subwoofer. Works fine with Bluetooth and optical; the remote is missing, but it works with the TV remote. Some scratches on the top.',
  },
  {
    category: 'Electronics',
    name: 'Kindle Paperwhite 11th gen, 8GB',
    picture: 'tablet',
    price: 1900,
    condition: 'like new',
    description:
      'Waterproof Kindle, great for reading on the ferry. Warm light, USB-C charging. Comes with a leather cover.',
  },

  // Mobile Phones & Tablets
  {
    category: 'Mobile Phones & Tablets',
    name: 'iPhone 13 128GB Midnight',
    picture: 'phone',
    price: 6500,
    condition: 'good',
    description:
      'Battery health 86%. Always used with a case and screen protector, so the body is clean. Face ID and all cameras work perfectly.\nComes with the original box and cable.',
    attributes: { brand: 'apple', model: 'iPhone 13', storage_gb: 128, ram_gb: 4 },
  },
  {
    category: 'Mobile Phones & Tablets',
    name: 'Samsung Galaxy S22 Ultra 256GB',
    picture: 'phone',
    price: 7200,
    condition: 'good',
    description:
      'Phantom Black, with the S Pen. Small scratch on the back glass, screen is perfect. Dual SIM, works with Dhiraagu and Ooredoo.',
    attributes: { brand: 'samsung', model: 'Galaxy S22 Ultra', storage_gb: 256, ram_gb: 12 },
  },
  {
    category: 'Mobile Phones & Tablets',
    name: 'iPad 9th generation 64GB Wi-Fi',
    picture: 'tablet',
    price: 3800,
    condition: 'like new',
    description:
      'Bought for online classes and hardly used. Battery is excellent. Includes a keyboard case and Apple Pencil (1st gen).',
    attributes: { brand: 'apple', model: 'iPad 9th generation', storage_gb: 64, ram_gb: 3 },
  },
  {
    category: 'Mobile Phones & Tablets',
    name: 'Redmi Note 12, 8GB/128GB',
    picture: 'phone',
    price: 2100,
    condition: 'fair',
    description:
      'Good everyday phone with a big battery. Screen has a few light scratches. Charger included, no box.',
    attributes: { brand: 'xiaomi', model: 'Redmi Note 12', storage_gb: 128, ram_gb: 8 },
  },
  {
    category: 'Mobile Phones & Tablets',
    name: 'iPhone 11 64GB – cracked screen',
    picture: 'phone',
    price: 2500,
    condition: 'needs repair',
    description:
      'Phone works but the screen is cracked in the top corner and touch is slow in that area. Battery was replaced last year.\nGood for someone who can fix it or use it for parts.',
    attributes: { brand: 'apple', model: 'iPhone 11', storage_gb: 64 },
  },

  // Computers & Laptops
  {
    category: 'Computers & Laptops',
    name: 'MacBook Air M1 8GB/256GB',
    picture: 'laptop',
    price: 9500,
    condition: 'like new',
    description:
      'Space grey, battery cycle count 112. Very fast and silent. Includes the original charger and a sleeve. Ideal for students.',
    attributes: { brand: 'apple', ram_gb: 8, storage_gb: 256, screen_inches: 13 },
  },
  {
    category: 'Computers & Laptops',
    name: 'Dell Latitude 5420 – i5, 16GB RAM',
    picture: 'laptop',
    price: 6200,
    condition: 'good',
    description:
      'Business laptop, 14" full HD screen, 512GB SSD, Windows 11 Pro activated. Keyboard has backlight. Small wear on the palm rest.',
    attributes: { brand: 'dell', ram_gb: 16, storage_gb: 512, screen_inches: 14 },
  },
  {
    category: 'Computers & Laptops',
    name: 'Gaming PC – Ryzen 5 5600, RTX 3060',
    price: 14500,
    condition: 'good',
    description:
      'Built in 2023. 16GB RAM, 1TB NVMe, 650W power supply, glass case with RGB fans. Runs every game on high settings at 1080p.\nMonitor not included. Can deliver within Malé.',
  },
  {
    category: 'Computers & Laptops',
    name: 'LG 27" QHD monitor 27QN600',
    picture: 'screen',
    price: 2400,
    condition: 'good',
    description:
      '2560×1440 IPS monitor with HDMI and DisplayPort. Colours are great for photo work. Stand and cables included.',
  },
  {
    category: 'Computers & Laptops',
    name: 'HP LaserJet Pro M15w printer',
    price: 900,
    condition: 'fair',
    description:
      'Small Wi-Fi laser printer. Toner is about half full. Prints fine but sometimes needs a second try to pick up paper.',
  },

  // Furniture
  {
    category: 'Furniture',
    name: 'Ergonomic mesh office chair',
    price: 850,
    condition: 'good',
    description:
      'Adjustable height, armrests and lumbar support. Mesh back keeps you cool. Gas lift works well. Selling because we got new chairs for the office.',
  },
  {
    category: 'Furniture',
    name: '3-seater fabric sofa, grey',
    picture: 'sofa',
    price: 3500,
    condition: 'good',
    description:
      'Comfortable sofa, 210 cm wide. Covers are removable and were washed last week. No pets, no smoking home.\nBuyer arranges pickup; it fits in a pickup truck.',
  },
  {
    category: 'Furniture',
    name: 'Queen bed frame with mattress',
    price: 4800,
    condition: 'fair',
    description:
      'Wooden queen bed with a spring mattress. Mattress is clean with no stains but a little soft in the middle. The frame can be taken apart for moving.',
  },
  {
    category: 'Furniture',
    name: 'Teak dining table with 6 chairs',
    price: 6000,
    condition: 'good',
    description:
      'Solid teak, made locally. Table is 180 × 90 cm. Chairs have cushions. Heavy and strong, will last for years.',
  },
  {
    category: 'Furniture',
    name: 'IKEA KALLAX shelf 4×4, white',
    picture: 'shelf',
    price: 1200,
    condition: 'like new',
    description:
      'Great for books and storage boxes. Less than a year old. Will take it apart for transport if needed.',
  },

  // Home & Kitchen
  {
    category: 'Home & Kitchen',
    name: 'Philips Airfryer XL',
    price: 1100,
    condition: 'like new',
    description:
      '6.2 litre basket, enough for a family. Used a few times only. Perfect for fish and chips without oil.',
  },
  {
    category: 'Home & Kitchen',
    name: 'Panasonic rice cooker 1.8L',
    price: 350,
    condition: 'good',
    description:
      'Reliable rice cooker with keep-warm function. The inner pot coating is still good. Selling because we upgraded to a bigger one.',
  },
  {
    category: 'Home & Kitchen',
    name: 'Non-stick cookware set, 10 pieces',
    picture: 'pot',
    price: 650,
    condition: 'new',
    description:
      'Unopened box, received as a gift. Includes frying pans, saucepans and lids. Works on gas and induction.',
  },
  {
    category: 'Home & Kitchen',
    name: 'Dyson V8 cordless vacuum',
    price: 3200,
    condition: 'good',
    description:
      'Strong suction and easy to use around the house. Battery runs about 25 minutes. Comes with three attachments and the wall mount.',
  },
  {
    category: 'Home & Kitchen',
    name: 'Dinner set for 6 – plates, bowls and glasses',
    price: 250,
    condition: 'like new',
    description:
      'White ceramic set, no chips or cracks. Includes 6 dinner plates, 6 bowls and 6 glasses. Good for a new flat.',
  },

  // Appliances
  {
    category: 'Appliances',
    name: 'Samsung 7kg front-load washing machine',
    picture: 'washing-machine',
    price: 3900,
    condition: 'good',
    description:
      'Quiet and works perfectly; the drum was cleaned last month. Moving abroad, so selling fast.\nHelp carrying it down the stairs is included.',
    attributes: { brand: 'Samsung' },
  },
  {
    category: 'Appliances',
    name: 'LG 1.5-ton inverter split AC',
    picture: 'air-conditioner',
    price: 5500,
    condition: 'good',
    description:
      '18,000 BTU inverter air conditioner, cools a big bedroom quickly and saves electricity. Indoor and outdoor units with remote. Installation not included.',
    attributes: { brand: 'LG', ac_size: '1.5-ton' },
  },
  {
    category: 'Appliances',
    name: 'Toshiba double-door fridge 300L',
    picture: 'fridge',
    price: 4500,
    condition: 'fair',
    description:
      'Fridge cools well and the freezer makes ice. Some rust on the bottom of the door. A good fridge for a rented flat.',
    attributes: { brand: 'Toshiba' },
  },
  {
    category: 'Appliances',
    name: 'Midea chest freezer 200L',
    price: 3000,
    condition: 'good',
    description:
      'Perfect for keeping fish. Freezes hard and keeps cold for hours during power cuts. Has a lock and key.',
  },
  {
    category: 'Appliances',
    name: 'Hot and cold water dispenser',
    price: 800,
    condition: 'needs repair',
    description:
      'The hot side works, but the cold side no longer cools (probably needs gas). Body is in good shape. Selling as is.',
  },

  // Fashion & Clothing
  {
    category: 'Fashion & Clothing',
    name: 'Nike Pegasus running shoes, size 42',
    price: 700,
    condition: 'like new',
    description: 'Worn for about 30 km only; they were a bit too small for me. Original box included.',
  },
  {
    category: 'Fashion & Clothing',
    name: 'Handmade Dhivehi libaas, size M',
    price: 1200,
    condition: 'new',
    description:
      'Traditional libaas with hand-stitched kasabu collar, made by a tailor in Malé. Never worn. Perfect for Eid or a wedding.',
    attributes: { size: 'm' },
  },
  {
    category: 'Fashion & Clothing',
    name: 'Black abaya with embroidery, size M',
    price: 450,
    condition: 'like new',
    description: 'Soft nida fabric with silver embroidery on the sleeves. Worn twice. Length 56 inches.',
    attributes: { size: 'm' },
  },
  {
    category: 'Fashion & Clothing',
    name: 'Ray-Ban Wayfarer sunglasses',
    picture: 'sunglasses',
    price: 900,
    condition: 'good',
    description:
      'Original RB2140, black frame, green lenses. Minor scratch on the left lens that you do not notice when wearing. Case included.',
  },
  {
    category: 'Fashion & Clothing',
    name: 'Casio G-Shock GA-2100 watch',
    picture: 'watch',
    price: 1050,
    condition: 'good',
    description:
      'The "CasiOak" in all black. Water resistant to 200 m, great for snorkelling. The strap has light wear.',
  },

  // Baby & Kids
  {
    category: 'Baby & Kids',
    name: 'Joie baby stroller with rain cover',
    price: 1400,
    condition: 'good',
    description:
      'Folds with one hand and fits in a taxi boot. Seat reclines fully for naps. Wheels and brakes work well.',
  },
  {
    category: 'Baby & Kids',
    name: 'Wooden baby cot with mattress',
    price: 1500,
    condition: 'good',
    description:
      'Cot converts into a toddler bed. Mattress has always had a waterproof cover. Can be taken apart for the ferry.',
  },
  {
    category: 'Baby & Kids',
    name: 'LEGO Classic big box + Duplo bundle',
    price: 550,
    condition: 'good',
    description:
      'About 1,500 pieces in total, all washed and sorted in two boxes. My kids have outgrown them.',
  },
  {
    category: 'Baby & Kids',
    name: 'School uniform set (grade 3) with school bag',
    price: 300,
    condition: 'good',
    description:
      'Two shirts, two trousers and a belt, plus a blue school bag with many pockets. Fits ages 8 to 9.',
  },
  {
    category: 'Baby & Kids',
    name: 'Foldable baby high chair',
    price: 450,
    condition: 'fair',
    description:
      'Adjustable height and a removable tray. The seat cover has a few stains that do not come off, but the chair is sturdy.',
  },

  // Sports & Fitness
  {
    category: 'Sports & Fitness',
    name: 'Adjustable dumbbells 2 × 24 kg',
    picture: 'dumbbells',
    price: 3200,
    condition: 'like new',
    description:
      'Change the weight from 2.5 to 24 kg with a dial. Saves a lot of space in a small flat. Stand not included.',
  },
  {
    category: 'Sports & Fitness',
    name: 'Foldable treadmill, 2.5 HP',
    price: 4500,
    condition: 'fair',
    description:
      'Motor runs well up to 14 km/h. The belt shows wear and the display has a dead segment, but all programmes work.\nBuyer collects; it needs two people to carry.',
  },
  {
    category: 'Sports & Fitness',
    name: 'Yoga mat and resistance band set',
    price: 250,
    condition: 'new',
    description:
      '6 mm thick non-slip mat with a carry strap and five resistance bands. Still in the wrapping.',
  },
  {
    category: 'Sports & Fitness',
    name: 'Adidas futsal shoes, size 41',
    price: 500,
    condition: 'good',
    description: 'Indoor court shoes with good grip. Used for one season of the office futsal tournament.',
  },
  {
    category: 'Sports & Fitness',
    name: 'Yonex badminton rackets (pair) + shuttles',
    price: 700,
    condition: 'good',
    description: 'Two Yonex Nanoray rackets, newly strung, with a tube of feather shuttles and a racket bag.',
  },

  // Fishing & Diving Gear
  {
    category: 'Fishing & Diving Gear',
    name: 'Aqualung BCD and regulator set',
    price: 9500,
    condition: 'good',
    description:
      'BCD size M with integrated weights, Aqualung regulator, octopus and gauge. Serviced four months ago at a dive centre, receipt available.\nGreat set for someone starting their Advanced course.',
  },
  {
    category: 'Fishing & Diving Gear',
    name: 'Long-blade freediving fins, size 42-43',
    price: 1300,
    condition: 'like new',
    description:
      'Plastic long blades with comfortable foot pockets. Used on five dives. Comes with a fin bag.',
  },
  {
    category: 'Fishing & Diving Gear',
    name: 'Shimano jigging rod and reel combo',
    price: 2800,
    condition: 'good',
    description:
      'Shimano spinning reel on a 1.8 m jigging rod with 300 m braided line. Catches wahoo and jobfish on the reef edge. A few jigs included.',
  },
  {
    category: 'Fishing & Diving Gear',
    name: 'Cressi snorkel mask set',
    picture: 'mask',
    price: 350,
    condition: 'new',
    description: 'Tempered glass mask with a dry-top snorkel. Never used, still in the box.',
  },
  {
    category: 'Fishing & Diving Gear',
    name: 'Suunto Zoop Novo dive computer',
    picture: 'watch',
    price: 3200,
    condition: 'good',
    description:
      'Easy to read, with nitrox support. Battery was changed recently. Comes with a screen protector.',
  },
  {
    category: 'Fishing & Diving Gear',
    name: 'Handline fishing kit with hooks and sinkers',
    price: 150,
    condition: 'new',
    description:
      'Two spools of 80 lb line, a box of hooks in mixed sizes and lead sinkers. Everything you need for night fishing off the jetty.',
  },

  // Boats & Marine
  {
    category: 'Boats & Marine',
    name: '40HP Yamaha outboard motor, 2-stroke',
    price: 45000,
    condition: 'good',
    description:
      'Yamaha 40HP with long shaft, serviced regularly by a mechanic in Hulhumalé. Starts on the first pull and runs smooth. Fuel tank and hose included.\nCan be tested on the water before buying.',
    attributes: { type: 'engine', engine_hp: 40, fuel: 'petrol' },
  },
  {
    category: 'Boats & Marine',
    name: '22 ft fibre dinghy with 60HP Suzuki',
    picture: 'boat',
    price: 185000,
    condition: 'good',
    description:
      'Fibreglass dinghy, registered, with a 60HP Suzuki four-stroke (about 600 hours). Canopy, navigation lights and two fuel tanks.\nUsed for family trips and fishing. Papers are in order and ownership can be transferred at once.',
    attributes: { type: 'dinghy', length_ft: 22, engine_hp: 60, fuel: 'petrol' },
  },
  {
    category: 'Boats & Marine',
    name: 'Life jackets, set of 6',
    price: 900,
    condition: 'good',
    description:
      'Adult-size life jackets with whistles. All buckles work. Required on every trip, so buy a full set.',
    attributes: { type: 'part' },
  },
  {
    category: 'Boats & Marine',
    name: 'Garmin Striker 4 fishfinder with GPS',
    price: 2600,
    condition: 'like new',
    description:
      'Shows fish, depth and your favourite spots with waypoints. Transducer and mounting bracket included.',
    attributes: { type: 'part' },
  },
  {
    category: 'Boats & Marine',
    name: 'Boat anchor 15 kg with 30 m rope',
    price: 1100,
    condition: 'fair',
    description: 'Galvanised anchor with some surface rust. Rope is strong and was only used one season.',
    attributes: { type: 'part' },
  },

  // Motorbikes & Scooters
  {
    category: 'Motorbikes & Scooters',
    name: 'Honda Dio 110, 2019',
    picture: 'scooter',
    price: 18500,
    condition: 'good',
    description:
      'Registered and insured until next year. New tyres and battery. Service records available.\nOnly selling because I am moving to another island.',
    attributes: { make: 'honda', model: 'Dio 110', year: 2019, engine_cc: 110, electric: false },
  },
  {
    category: 'Motorbikes & Scooters',
    name: 'Yamaha Ray ZR 125, 2021',
    picture: 'scooter',
    price: 22000,
    condition: 'like new',
    description: 'Low mileage (7,800 km), blue. Always parked under cover. Comes with two helmets.',
    attributes: { make: 'yamaha', model: 'Ray ZR 125', year: 2021, engine_cc: 125, electric: false },
  },
  {
    category: 'Motorbikes & Scooters',
    name: 'Suzuki Address 110, 2016',
    picture: 'scooter',
    price: 11000,
    condition: 'fair',
    description:
      'Runs well and is good on fuel. Seat cover is torn and there are scratches on the body. Registration fee paid.',
    attributes: { make: 'suzuki', model: 'Address 110', year: 2016, engine_cc: 110, electric: false },
  },
  {
    category: 'Motorbikes & Scooters',
    name: 'Xiaomi electric scooter Pro 2',
    price: 5500,
    condition: 'good',
    description: 'Range about 35 km, top speed 25 km/h. Great for Hulhumalé. Charger included.',
    attributes: { make: 'other', model: 'Xiaomi Pro 2', electric: true },
  },
  {
    category: 'Motorbikes & Scooters',
    name: 'Honda PCX 160, 2022',
    picture: 'scooter',
    price: 38000,
    condition: 'like new',
    description: 'Keyless start, ABS, LED lights. Only 5,200 km. Dealer serviced, with full history.',
    attributes: { make: 'honda', model: 'PCX 160', year: 2022, engine_cc: 160, electric: false },
  },
  {
    category: 'Motorbikes & Scooters',
    name: 'Full-face motorbike helmet, size L',
    picture: 'helmet',
    price: 600,
    condition: 'good',
    description: 'DOT certified, clear visor plus a tinted spare. Inner padding is clean.',
    attributes: { make: 'other' },
  },

  // Bicycles
  {
    category: 'Bicycles',
    name: 'Kids bicycle 16" with training wheels',
    picture: 'bicycle',
    price: 600,
    condition: 'good',
    description:
      'Suits ages 4 to 6. Training wheels can be removed. Chain and brakes were checked last week.',
    attributes: { type: 'kids', wheel_size: '16' },
  },
  {
    category: 'Bicycles',
    name: 'Giant Escape 3 hybrid bicycle',
    picture: 'bicycle',
    price: 3800,
    condition: 'good',
    description:
      'Size M, 21 gears, light aluminium frame. Perfect for riding around the island. Lock and lights included.',
    attributes: { type: 'city', wheel_size: '700c' },
  },
  {
    category: 'Bicycles',
    name: 'Folding bicycle 20"',
    picture: 'bicycle',
    price: 2200,
    condition: 'fair',
    description: 'Folds small enough to take on the ferry. Gears slip a little in 6th, otherwise fine.',
    attributes: { type: 'folding', wheel_size: '20' },
  },
  {
    category: 'Bicycles',
    name: 'Trinx mountain bike 27.5"',
    picture: 'bicycle',
    price: 2600,
    condition: 'needs repair',
    description:
      'Rear derailleur is bent and the front tyre needs a new tube. Frame and suspension are good. Easy fix for a bike shop.',
    attributes: { type: 'mountain', wheel_size: '27.5' },
  },
  {
    category: 'Bicycles',
    name: 'Rear child seat for bicycle',
    price: 300,
    condition: 'like new',
    description:
      'Fits most adult bikes with a rack. Has a seat belt and foot straps. For children up to 22 kg.',
  },

  // Books & Stationery
  {
    category: 'Books & Stationery',
    name: 'Cambridge IGCSE textbooks bundle',
    picture: 'books',
    price: 800,
    condition: 'good',
    description:
      'Maths, Physics, Chemistry, Biology and English textbooks with workbooks. Some pencil notes in a few pages.\nSaves a lot compared to buying new.',
  },
  {
    category: 'Books & Stationery',
    name: 'Dhivehi novels collection – 12 books',
    picture: 'books',
    price: 400,
    condition: 'good',
    description:
      'Popular Dhivehi novels and short story collections. All pages intact. Great for someone who loves reading.',
  },
  {
    category: 'Books & Stationery',
    name: 'A-level Biology and Chemistry notes + past papers',
    picture: 'books',
    price: 350,
    condition: 'fair',
    description:
      'Handwritten summary notes and printed past papers from 2015 to 2023 with mark schemes. Helped me get two A grades.',
  },
  {
    category: 'Books & Stationery',
    name: 'Office stationery bundle',
    picture: 'books',
    price: 200,
    condition: 'new',
    description:
      'A4 paper (2 reams), files, pens, highlighters, a stapler and sticky notes. Leftover from closing a small office.',
  },
  {
    category: 'Books & Stationery',
    name: 'Oxford English dictionary and thesaurus',
    picture: 'books',
    price: 180,
    condition: 'good',
    description: 'Hardcover set, good for students. A little yellowing on the edges.',
  },

  // Tools & Hardware
  {
    category: 'Tools & Hardware',
    name: 'Bosch 18V cordless drill',
    price: 1500,
    condition: 'good',
    description: 'Two batteries and a fast charger. Includes a set of wood and masonry bits in a carry case.',
  },
  {
    category: 'Tools & Hardware',
    name: 'Makita angle grinder 4"',
    price: 700,
    condition: 'fair',
    description: 'Works but the guard is a little loose. Comes with a few cutting and grinding discs.',
  },
  {
    category: 'Tools & Hardware',
    name: 'Honda EU22i inverter generator',
    price: 9000,
    condition: 'good',
    description:
      'Quiet 2.2 kW generator, safe for laptops and TVs. Handy during power cuts on the island. Serviced in March, starts easily.',
  },
  {
    category: 'Tools & Hardware',
    name: 'Toolbox set, 108 pieces',
    picture: 'tools',
    price: 650,
    condition: 'new',
    description: 'Sockets, spanners, screwdrivers, pliers and hex keys in a hard case. Never used.',
  },
  {
    category: 'Tools & Hardware',
    name: 'Kärcher K3 pressure washer',
    price: 1600,
    condition: 'needs repair',
    description:
      'The motor runs but pressure is low; the pump seals probably need replacing. Hose and gun are in good condition.',
  },

  // Other
  {
    category: 'Other',
    name: 'Aquarium 120L with filter and lights',
    price: 1200,
    condition: 'good',
    description: 'Glass tank with a canister filter, heater and LED light. No leaks. Fish not included.',
  },
  {
    category: 'Other',
    name: 'Yamaha F310 acoustic guitar',
    picture: 'guitar',
    price: 1100,
    condition: 'good',
    description: 'Good beginner guitar with a warm sound. New strings, comes with a soft case and a tuner.',
  },
  {
    category: 'Other',
    name: 'Handmade bodu beru drum',
    price: 2000,
    condition: 'good',
    description:
      'Traditional bodu beru made from coconut wood and stingray skin by a craftsman in the atolls. Loud, deep sound.\nGood for cultural groups and events.',
  },
  {
    category: 'Other',
    name: '4-person camping tent',
    picture: 'tent',
    price: 700,
    condition: 'like new',
    description: 'Used once for a picnic island overnight trip. Waterproof, easy to set up in ten minutes.',
  },
  {
    category: 'Other',
    name: 'Large bird cage with stand',
    price: 350,
    condition: 'fair',
    description: 'Metal cage for parrots or lovebirds, 90 cm tall, on wheels. Paint is peeling in places.',
  },
];
