// Writes bench/redactor/corpus/corpus.txt: a labelled corpus of smart-building text (work orders, BMS and
// sensor logs, tenant e-mails, access-control exports, incident reports). Seeded, so it is reproducible:
//   node bench/redactor/corpus/generate.mjs
//
// Markup: [[category|text]] marks a sensitive span, [[keep|text]] a look-alike that must stay untouched.
// Labels follow what a careful human redactor would mask: for 'Building 7' / 'Unit 4B' / 'Sensor ID: 88213'
// the identifier only, for tags such as 'AHU-3' the whole tag, for phones the whole number.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(20261123);
const int = (a, b) => a + Math.floor(rand() * (b - a + 1));
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const pad = (n, w) => String(n).padStart(w, '0');
const L = (cat, text) => `[[${cat}|${text}]]`;
const K = (text) => `[[keep|${text}]]`;

const FIRST = ['Maria', 'John', 'Aisha', 'Wei', 'Priya', 'Kwame', 'Siobhan', 'Mateo', 'Olga', 'Hiroshi', 'Fatima', 'Liam', 'Chloé', 'Dmitri', 'Grace', 'Samuel', 'Ana', 'Omar', 'Ingrid', 'Tomás', 'Nadia', 'Kevin', 'Dana', 'Rosa', 'Arjun', 'Mei', 'Elena', 'Jamal', 'Hannah', 'Luca'];
const LAST = ['Lopez', 'Smith', 'Okafor', 'Chen', 'Raman', 'Mensah', "O'Connor", 'García', 'Ivanova', 'Tanaka', 'Al-Farsi', 'Murphy', 'Dubois', 'Petrov', 'Whitfield', 'Brooks', 'de la Cruz', 'Haddad', 'Lindqvist', 'Herrera', 'Kowalski', 'Nguyen', 'Patel', 'Rossi', 'Schmidt-Weber', 'Adeyemi', 'Kim', 'Novak', 'Baptiste', 'Moreau'];
const STREETS = ['Oak', 'Harbor View', 'Maple', 'Wallaby', 'Pennsylvania', 'Elm', 'Cedar Ridge', 'Market', 'Lakeshore', 'Mill', 'Union', 'Franklin', 'Willow Creek', 'King', 'Queen Anne'];
const SUFFIXES = ['Street', 'St.', 'Avenue', 'Ave', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Lane', 'Drive', 'Way', 'Court', 'Place', 'Parkway'];
const CITIES = [['Springfield', 'IL', '62704'], ['Portland', 'OR', '97205'], ['Austin', 'TX', '78701'], ['Columbus', 'OH', '43215'], ['Madison', 'WI', '53703'], ['Denver', 'CO', '80202']];
const DOMAINS = ['example.com', 'acme-props.com', 'mail.example.org', 'tenants.harborview.co', 'gmail.example', 'city.example.gov'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const person = () => `${pick(FIRST)} ${pick(LAST)}`;
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();
function emailFor(name) {
  const [f, ...rest] = name.split(' ');
  const l = ascii(rest.join(''));
  const forms = [`${ascii(f)}.${l}`, `${ascii(f)[0]}${l}`, `${ascii(f)}_${l}${int(1, 99)}`, `${l}.${ascii(f)}+maint`];
  const e = `${pick(forms)}@${pick(DOMAINS)}`;
  return rand() < 0.1 ? e.toUpperCase() : e;
}
function phone() {
  const a = int(201, 989);
  const b = int(200, 999);
  const c = pad(int(0, 9999), 4);
  return pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a} ${b} ${c}`, `1-${a}-${b}-${c}`, `+1 (${a}) ${b}-${c}`, `${a} ${b} ${c}`, `+44 20 ${int(7000, 7999)} ${pad(int(0, 9999), 4)}`, `+49 30 ${int(1000000, 9999999)}`]);
}
function ssn() {
  return `${pad(int(1, 665), 3)}-${pad(int(1, 99), 2)}-${pad(int(1, 9999), 4)}`;
}
function luhnComplete(prefix, length) {
  let digits = prefix;
  while (digits.length < length - 1) digits += int(0, 9);
  for (let check = 0; check <= 9; check++) {
    const d = digits + check;
    let sum = 0;
    for (let i = 0; i < d.length; i++) {
      let v = +d[d.length - 1 - i];
      if (i % 2 === 1) {
        v *= 2;
        if (v > 9) v -= 9;
      }
      sum += v;
    }
    if (sum % 10 === 0) return d;
  }
  throw new Error('unreachable');
}
function card() {
  const kind = pick(['visa', 'mc', 'amex']);
  if (kind === 'amex') {
    const d = luhnComplete(pick(['34', '37']), 15);
    return pick([`${d.slice(0, 4)} ${d.slice(4, 10)} ${d.slice(10)}`, `${d.slice(0, 4)}-${d.slice(4, 10)}-${d.slice(10)}`, d]);
  }
  const d = luhnComplete(kind === 'visa' ? '4' : pick(['51', '53', '55']), 16);
  const g = d.match(/.{4}/g);
  return pick([g.join(' '), g.join('-'), d]);
}
function longNumber() {
  return String(int(1, 9)) + Array.from({ length: int(8, 11) }, () => int(0, 9)).join('');
}
function street() {
  return `${int(1, 9899)} ${rand() < 0.2 ? pick(['N', 'S', 'E', 'W']) + ' ' : ''}${pick(STREETS)} ${pick(SUFFIXES)}`;
}
function address() {
  if (rand() < 0.35) {
    const [city, st, zip] = pick(CITIES);
    return `${street()}, ${city}, ${st} ${zip}`;
  }
  return street();
}
function numericDate(year) {
  const m = int(1, 12);
  const d = int(1, 28);
  return pick([`${pad(m, 2)}/${pad(d, 2)}/${year}`, `${year}-${pad(m, 2)}-${pad(d, 2)}`, `${pad(d, 2)}.${pad(m, 2)}.${year}`, `${m}/${d}/${year}`]);
}
function writtenDate(year) {
  const m = pick(MONTHS);
  const d = int(1, 28);
  return pick([`${m} ${d}, ${year}`, `${d} ${m} ${year}`, `${m.slice(0, 3)} ${d} ${year}`]);
}
const birthYear = () => int(1940, 2004);
function dob() {
  const date = rand() < 0.7 ? numericDate(birthYear()) : writtenDate(birthYear());
  return pick([`DOB: ${L('dob', date)}`, `date of birth ${L('dob', date)}`, `born on ${L('dob', date)}`, `D.O.B. ${L('dob', date)}`, `Birthdate: ${L('dob', date)}`, `DOB ${L('dob', date)}`]);
}
function building() {
  return pick([`Building ${L('building_id', String(int(1, 40)))}`, `Bldg. ${L('building_id', `${int(1, 30)}${pick(['A', 'B', ''])}`)}`, L('building_id', `BLDG-${pad(int(1, 120), 3)}`), `Building ${L('building_id', pick(['A', 'B', 'C', 'D']))}`]);
}
function unit() {
  return pick([`Unit ${L('unit_number', `${int(1, 30)}${pick(['A', 'B', 'C', ''])}`)}`, `Apt ${L('unit_number', String(int(1, 450)))}`, `Suite ${L('unit_number', String(int(100, 1200)))}`, `Room ${L('unit_number', String(int(100, 999)))}`, `Rm. ${L('unit_number', `${pick(['B', 'C'])}-${int(100, 350)}`)}`, `Floor ${L('unit_number', String(int(1, 40)))}`]);
}
function hvac() {
  return L('hvac_id', pick([`AHU-${int(1, 12)}`, `RTU-${int(1, 24)}`, `VAV-${int(1, 6)}-${int(1, 40)}`, `FCU-${int(1, 9)}${pick(['A', 'B'])}`, `CH-${int(1, 4)}`, `BLR-${int(1, 3)}`, `EF-${int(1, 12)}`, `AHU ${int(1, 9)}`, `CHWP-${int(1, 4)}`, `MAU-${int(1, 5)}`]));
}
function sensor() {
  return pick([L('sensor_id', `TS-${int(1000, 9999)}`), L('sensor_id', `OCC-${int(1, 9)}-${int(100, 450)}`), L('sensor_id', `SNS-${int(1000, 9999)}`), `Sensor ID: ${L('sensor_id', String(int(10000, 99999)))}`, `sensor_id=${L('sensor_id', `ths-${pad(int(1, 999), 4)}`)}`, L('sensor_id', `MTR-${int(1000, 9999)}`), L('sensor_id', `IAQ-${pad(int(1, 60), 2)}`)]);
}
function tempValue() {
  const f = int(55, 84);
  return pick([`${f}°F`, `${(int(180, 280) / 10).toFixed(1)} °C`, `${f}F`, `${f}.${int(0, 9)}°F`, `${f} deg F`, `-${int(1, 15)} °C`]);
}
function temp() {
  return rand() < 0.7 ? L('temperature', tempValue()) : `${pick(['setpoint', 'setpoint of', 'SAT=', 'zone temp', 'thermostat set to'])}${rand() < 0.5 ? ' ' : ' '}${L('temperature', String(int(62, 78)))}`.replace('= ', '=');
}
function energy() {
  return L('energy', pick([`${int(1, 9)},${pad(int(0, 999), 3)}.${int(0, 9)} kWh`, `${int(10, 950)} kWh`, `${int(1, 9)}.${int(1, 9)} MWh`, `${int(20, 900)} kW`, `${int(100, 999)}kWh`]));
}
function ipv4() {
  return pick([`10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`, `192.168.${int(0, 255)}.${int(1, 254)}`, `172.${int(16, 31)}.${int(0, 255)}.${int(1, 254)}`, `203.0.113.${int(1, 254)}`]);
}
function ip() {
  const hex = () => int(0, 0xffff).toString(16);
  return L('ip_address', pick([ipv4(), ipv4(), `fe80::${hex()}:${hex()}:${hex()}:${hex()}`, `2001:db8::${hex()}`, `2001:db8:${hex()}:${hex()}:${hex()}:${hex()}:${hex()}:${hex()}`]));
}
function mac() {
  const b = () => pad(int(0, 255).toString(16), 2);
  const bytes = Array.from({ length: 6 }, b);
  const m = pick([bytes.join(':'), bytes.join('-').toUpperCase(), bytes.join(':').toUpperCase(), `${bytes[0]}${bytes[1]}.${bytes[2]}${bytes[3]}.${bytes[4]}${bytes[5]}`]);
  return L('mac_address', m);
}

// Look-alikes that must stay untouched.
const lookalikes = {
  price: () => K(pick([`$${int(1, 9)},${pad(int(0, 999), 3)}.${pad(int(0, 99), 2)}`, `$${int(20, 950)}.00`, `$${int(40, 150)}/hr`, `€${int(100, 900)}`])),
  version: () => pick([`firmware ${K(`${int(1, 5)}.${int(0, 12)}.${int(0, 30)}`)}`, `v${K(`${int(1, 9)}.${int(0, 9)}.${int(0, 20)}`)}`, `version ${K(`${int(1, 12)}.${int(0, 9)}.${int(0, 9)}.${int(0, 99)}`)}`, `build ${K(`${int(10, 22)}.${int(0, 9)}.${int(1000, 9999)}`)}`]),
  timestamp: () => K(pick([`2024-${pad(int(1, 12), 2)}-${pad(int(1, 28), 2)} ${pad(int(0, 23), 2)}:${pad(int(0, 59), 2)}:${pad(int(0, 59), 2)}`, `2024-${pad(int(1, 12), 2)}-${pad(int(1, 28), 2)}T${pad(int(0, 23), 2)}:${pad(int(0, 59), 2)}:${pad(int(0, 59), 2)}Z`, `${pad(int(0, 23), 2)}:${pad(int(0, 59), 2)}:${pad(int(0, 59), 2)}.${pad(int(0, 999), 3)}`, `2024${pad(int(1, 12), 2)}${pad(int(1, 28), 2)}${pad(int(0, 23), 2)}${pad(int(0, 59), 2)}${pad(int(0, 59), 2)}`])),
  epoch: () => `ts=${K(String(int(1704067200, 1735689599)))}`,
  roomCount: () => K(pick([`${int(2, 120)} rooms`, `${int(2, 40)} floors`, `${int(2, 300)} units`, `${int(2, 12)} elevators`, `${int(2, 80)} people`])),
  model: () => pick([`Model ${K(`XR-${int(1000, 9999)}`)}`, `Carrier ${K(`${int(10, 99)}TC-D${pad(int(1, 20), 2)}`)}`, `Trane ${K(`XR${int(10, 20)}`)}`, `Siemens ${K(`QAA${int(2000, 2099)}`)}`, `part ${K(`${int(100, 999)}-${int(1000, 9999)}-${int(10, 99)}`)}`]),
  date: () => K(pick([numericDate(2024), writtenDate(2024), numericDate(2023), `2024-${pad(int(1, 12), 2)}-${pad(int(1, 28), 2)}`])),
  zip: () => pick([`${pick(CITIES)[0]}, ${pick(CITIES)[1]} ${K(pick(CITIES)[2])}`, `ZIP ${K(String(int(10000, 99999)))}`]),
  percent: () => K(pick([`${int(1, 99)}%`, `${int(1, 99)}.${int(0, 9)}%`])),
  workOrder: () => K(pick([`WO-2024-${pad(int(1, 999999), 6)}`, `#${int(100, 9999)}`, `PO ${int(10000000, 99999999)}`, `IR-2024-${pad(int(1, 999), 4)}`])),
  quantity: () => K(pick([`${int(400, 1400)} ppm`, `${int(200, 4000)} CFM`, `${int(1, 4)}.${int(0, 9)} in. w.c.`, `${int(10, 90)} psi`, `${int(1, 60)} minutes`])),
};
const keep = (kind) => lookalikes[kind]();
const anyKeep = () => keep(pick(Object.keys(lookalikes)));

// ---------------------------------------------------------------- genres

function workOrder() {
  const tenant = person();
  const tech = person();
  const lines = [
    `WORK ORDER ${keep('workOrder')}`,
    `Created: ${keep('timestamp')}   Priority: ${pick(['High', 'Medium', 'Low'])}`,
    `Location: ${building()}, ${unit()}, ${L('address', address())}`,
    `Equipment: ${hvac()} (${keep('model')}, ${keep('version')})`,
    `${pick(['Tenant', 'Requester', 'Contact'])}: ${L('person_name', tenant)}, ${L('phone', phone())}, ${L('email', emailFor(tenant))}`,
    `Description: ${pick(['Tenant reports', 'Occupant says', 'Front desk reports'])} the space is at ${temp()} while the ${pick(['setpoint', 'setpoint is'])} ${L('temperature', String(int(68, 74)))}. ${pick(['Unit serves', 'Zone has', 'Area covers'])} ${keep('roomCount')}; last inspection ${keep('date')}.`,
    `Notes: ${sensor()} reads ${temp()}; controller at ${ip()} (${mac()}). Fan speed ${keep('percent')}, CO2 ${keep('quantity')}.`,
    `Estimate: ${keep('price')} parts, ${keep('price')} labour. Approved under ${keep('workOrder')}.`,
    `Technician: ${L('person_name', tech)}`,
  ];
  if (rand() < 0.4) lines.splice(5, 0, `Account: ${L('long_number', longNumber())} (billing), ${keep('zip')}`);
  return lines.join('\n');
}

function bmsLog() {
  const lines = [];
  for (let k = 0; k < int(6, 10); k++) {
    const ts = keep('timestamp');
    lines.push(
      pick([
        () => `${ts} INFO ${hvac()} SAT=${L('temperature', `${int(52, 58)}.${int(0, 9)}`)} RAT=${L('temperature', `${int(68, 76)}.${int(0, 9)}`)} fan=${keep('percent')} status=OK`,
        () => `${ts} WARN sensor ${sensor()} zone=${unit()} temp=${L('temperature', tempValue())} setpoint=${L('temperature', String(int(68, 74)))} controller=${ip()} fw=${K(`${int(1, 4)}.${int(0, 12)}.${int(0, 9)}`)}`,
        () => `${keep('epoch')} meter=${sensor()} energy=${energy()} demand=${energy()} site=${building()}`,
        () => `${ts} ALARM ${hvac()} high discharge temp ${L('temperature', tempValue())} (limit ${L('temperature', tempValue())}), ack by ${pick(['operator', 'BMS'])} session ${keep('workOrder')}`,
        () => `${ts} DEBUG gateway ${mac()} ip=${ip()} uptime ${keep('quantity')} load ${keep('percent')} ${keep('version')}`,
        () => `${ts} INFO ${sensor()} occupancy ${keep('roomCount')} in ${building()} ${unit()}, IAQ ${keep('quantity')}`,
      ])(),
    );
  }
  return lines.join('\n');
}

function tenantEmail() {
  const sender = person();
  const staff = person();
  const first = staff.split(' ')[0];
  const lines = [
    `From: ${L('person_name', sender)} <${L('email', emailFor(sender))}>`,
    `To: ${L('email', `facilities@${pick(DOMAINS)}`)}`,
    `Date: ${keep('date')}`,
    `Subject: ${pick(['Heating problem', 'Noise from the ceiling', 'Access badge not working', 'Water leak'])} in ${unit()}`,
    '',
    `${pick(['Hi', 'Hello', 'Dear'])} ${L('person_name', first)},`,
    '',
    `${pick(['Since Monday', 'For two days', 'Since the storm'])} the ${pick(['heating', 'air conditioning', 'ventilation'])} in my apartment (${unit()}, ${L('address', address())}) ${pick(['is off', 'keeps cycling', 'is very loud'])}; the thermostat shows ${L('temperature', tempValue())}. The building has ${keep('roomCount')} and I pay ${keep('price')} a month, so I expect better. You can call me at ${L('phone', phone())} or on my cell ${L('phone', phone())}.`,
    `${pick(['My lease', 'The contract', 'Our agreement'])} from ${keep('date')} lists ${keep('percent')} of the service charge for maintenance. My account number is ${L('long_number', longNumber())}.`,
  ];
  if (rand() < 0.35) lines.push(`For the insurance form: ${dob()}, SSN ${L('ssn', ssn())}.`);
  if (rand() < 0.3) lines.push(`Please charge the repair deposit to my card ${L('credit_card', card())}.`);
  if (rand() < 0.3) lines.push(`My neighbour ${pick(['Mr.', 'Ms.', 'Mrs.'])} ${L('person_name', pick(LAST))} in ${unit()} has the same issue.`);
  lines.push('', `${pick(['Thanks', 'Regards', 'Best regards', 'Sincerely', 'Thank you'])},`, L('person_name', sender), rand() < 0.5 ? pick(['Tenant', 'Resident', `${unit()}`]) : '');
  return lines.join('\n');
}

function accessExport() {
  const lines = [`# access-control export ${keep('date')} ${building()} controller ${ip()}`];
  for (let k = 0; k < int(5, 9); k++) {
    const name = person();
    const upper = rand() < 0.4;
    lines.push(
      `${keep('timestamp')} door=${K(`D-${int(1, 40)}`)} reader=${mac()} badge=${L('long_number', longNumber())} cardholder=${L('person_name', upper ? name.toUpperCase() : name)} result=${pick(['GRANTED', 'DENIED', 'GRANTED'])} zone=${unit()}`,
    );
  }
  if (rand() < 0.5) lines.push(`# exported by ${L('email', emailFor(person()))} from ${ip()} using ${keep('version')}`);
  return lines.join('\n');
}

function incidentReport() {
  const officer = person();
  const involved = person();
  const lines = [
    `INCIDENT REPORT ${keep('workOrder')}`,
    `Date/time: ${keep('timestamp')}`,
    `Location: ${building()}, ${unit()}, ${L('address', address())}`,
    `Reported by: ${L('person_name', officer)}, security, ext. ${K(String(int(100, 999)))}`,
    `Persons involved: Mr. ${L('person_name', involved)} (${dob()}), phone ${L('phone', phone())}, SSN: ${L('ssn', rand() < 0.5 ? ssn() : ssn().replace(/-/g, ''))}`,
    `Summary: At ${keep('timestamp')} the ${pick(['fire alarm', 'door forced alarm', 'water sensor'])} on ${hvac()} and ${sensor()} triggered. Temperature in the riser reached ${L('temperature', tempValue())}; ${keep('roomCount')} were evacuated for ${keep('quantity')}.`,
    `Camera NVR ${ip()} (${mac()}) exported footage; estimated damage ${keep('price')}. Follow-up ${keep('date')}.`,
    `Witness: ${L('person_name', person())}, ${L('email', emailFor(person()))}`,
  ];
  if (rand() < 0.4) lines.push(`Energy draw during the event: ${energy()} (normal ${energy()}), logged by ${sensor()}.`);
  if (rand() < 0.3) lines.push(`Visitor pass paid with card ${L('credit_card', card())} (receipt ${keep('workOrder')}).`);
  return lines.join('\n');
}

const GENRES = [
  ['work-order', workOrder],
  ['bms-log', bmsLog],
  ['tenant-email', tenantEmail],
  ['access-export', accessExport],
  ['incident-report', incidentReport],
];

const docs = [];
for (let k = 0; k < 150; k++) {
  const [genre, make] = GENRES[k % GENRES.length];
  docs.push(`##### ${genre} ${k + 1}\n${make().replace(/\n+$/, '')}`);
}
// Filler paragraphs with only look-alikes, so precision is measured on ordinary building text too.
for (let k = 0; k < 20; k++) {
  docs.push(
    `##### notes ${k + 1}\nMaintenance notes: the pumps were serviced on ${keep('date')} with ${keep('model')} parts at ${keep('price')}. ` +
      `The east wing has ${keep('roomCount')} and ${keep('roomCount')}; occupancy peaked at ${keep('percent')} around ${keep('timestamp')}. ` +
      `Controllers run ${keep('version')}; order ${keep('workOrder')} covers ${keep('quantity')} of duct work. Mail goes to ${keep('zip')}. ${anyKeep()} ${anyKeep()}`,
  );
}
writeFileSync(join(here, 'corpus.txt'), docs.join('\n\n') + '\n');
console.log(`wrote ${docs.length} documents`);
