/** A tax roll of `count` good rows (PINs from `first`), as the treasury exports it: the imports' test file. */
export function rollCsv(count: number, first = 0, owner = 'ROLL') {
  const header =
    'owner_id,owner_name,pin,new_pin,arp_no,barangay,survey_no,kind,classification,assessed_value,paid_through';
  const rows = Array.from({ length: count }, (_, n) => {
    const i = first + n;
    const pin = `140-${String(Math.floor(i / 1_000_000) % 100).padStart(2, '0')}-${String(Math.floor(i / 1000) % 1000).padStart(3, '0')}-001-${String(i % 1000).padStart(3, '0')}`;
    return `${owner.slice(0, 3)}${String(i).padStart(6, '0')},"Owner ${i}, Jr.",${pin},,AR-${i},San Isidro,PSD-${i},land,residential,${100 + (i % 50)}000.00,2025-4`;
  });
  return [header, ...rows].join('\n');
}
