/**
 * The redaction categories, including the later additions (cards, network addresses,
 * names). Ids are stable API values; labels are what the page shows on chips and in the highlighted view.
 */
export const CATEGORY_IDS = [
  'email',
  'phone',
  'ssn',
  'credit_card',
  'long_number',
  'address',
  'dob',
  'building_id',
  'unit_number',
  'hvac_id',
  'sensor_id',
  'temperature',
  'energy',
  'ip_address',
  'mac_address',
  'person_name',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export type CategoryInfo = {
  id: CategoryId;
  label: string;
  /** How the category is replaced when consistent placeholders are off. */
  replacement: string;
  /** Prefix of the numbered placeholder in consistent mode: `{{EMAIL_1}}`. */
  tag: string;
  description: string;
};

export const CATEGORIES: Record<CategoryId, CategoryInfo> = {
  email: { id: 'email', label: 'Email', replacement: '{{EMAIL}}', tag: 'EMAIL', description: 'E-mail address' },
  phone: {
    id: 'phone',
    label: 'Phone',
    replacement: 'last 4 digits kept',
    tag: 'PHONE',
    description: 'Phone number, masked to its last 4 digits',
  },
  ssn: { id: 'ssn', label: 'SSN', replacement: '***-**-****', tag: 'SSN', description: 'US social security number' },
  credit_card: {
    id: 'credit_card',
    label: 'Credit card',
    replacement: 'last 4 digits kept',
    tag: 'CARD',
    description: 'Payment card number (Luhn-checked), masked to its last 4 digits',
  },
  long_number: {
    id: 'long_number',
    label: 'Long number',
    replacement: 'last 4 digits kept',
    tag: 'NUMBER',
    description: 'Number of 9 or more digits (account, badge, meter), masked to its last 4 digits',
  },
  address: { id: 'address', label: 'Street address', replacement: '{{ADDRESS}}', tag: 'ADDRESS', description: 'Street address with a house number' },
  dob: { id: 'dob', label: 'Date of birth', replacement: '{{DOB}}', tag: 'DOB', description: "Date introduced as a date of birth ('DOB', 'born')" },
  building_id: { id: 'building_id', label: 'Building ID', replacement: '{{BUILDING_ID}}', tag: 'BUILDING_ID', description: 'Building identifier' },
  unit_number: {
    id: 'unit_number',
    label: 'Unit / room',
    replacement: '{{UNIT}}',
    tag: 'UNIT',
    description: 'Unit, apartment, suite, floor or room identifier',
  },
  hvac_id: { id: 'hvac_id', label: 'HVAC ID', replacement: '{{HVAC_ID}}', tag: 'HVAC_ID', description: 'HVAC equipment tag (AHU-3, RTU-12, VAV-2-14…)' },
  sensor_id: { id: 'sensor_id', label: 'Sensor ID', replacement: '{{SENSOR_ID}}', tag: 'SENSOR_ID', description: 'Sensor or meter identifier' },
  temperature: { id: 'temperature', label: 'Temperature', replacement: '{{TEMP}}', tag: 'TEMP', description: 'Temperature reading or setpoint' },
  energy: { id: 'energy', label: 'Energy reading', replacement: '{{ENERGY}}', tag: 'ENERGY', description: 'Energy or power reading (kWh, MWh, kW)' },
  ip_address: { id: 'ip_address', label: 'IP address', replacement: '{{IP_ADDRESS}}', tag: 'IP', description: 'IPv4 or IPv6 address' },
  mac_address: { id: 'mac_address', label: 'MAC address', replacement: '{{MAC_ADDRESS}}', tag: 'MAC', description: 'Hardware (MAC) address' },
  person_name: { id: 'person_name', label: 'Person name', replacement: '{{NAME}}', tag: 'NAME', description: "Name introduced by context ('Tenant:', 'Mr.', a sign-off)" },
};

/** When two candidate matches overlap, the higher priority wins (then the longer one). */
export const PRIORITY: Record<CategoryId, number> = {
  email: 100,
  credit_card: 90,
  ssn: 85,
  phone: 80,
  ip_address: 75,
  mac_address: 75,
  dob: 70,
  address: 60,
  person_name: 50,
  building_id: 45,
  hvac_id: 45,
  sensor_id: 45,
  unit_number: 40,
  energy: 35,
  temperature: 35,
  long_number: 20,
};

export const CATEGORY_INDEX: Record<CategoryId, number> = Object.fromEntries(
  CATEGORY_IDS.map((id, i) => [id, i]),
) as Record<CategoryId, number>;

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}
