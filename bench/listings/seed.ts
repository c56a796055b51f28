import pg from 'pg';

const firstNames = [
  'Aarti',
  'Abhishek',
  'Aditi',
  'Akash',
  'Anita',
  'Anjali',
  'Arjun',
  'Asha',
  'Deepa',
  'Divya',
  'Farida',
  'Gita',
  'Harish',
  'Imran',
  'Jaya',
  'Kavita',
  'Kiran',
  'Lakshmi',
  'Lata',
  'Manoj',
  'Meena',
  'Meera',
  'Mohan',
  'Nandini',
  'Neha',
  'Nikhil',
  'Pooja',
  'Prakash',
  'Priya',
  'Rahul',
  'Rekha',
  'Rohit',
  'Sanjay',
  'Savita',
  'Shanti',
  'Sneha',
  'Sunita',
  'Suresh',
  'Usha',
  'Vijay',
];
const lastNames = [
  'Agarwal',
  'Banerjee',
  'Bhat',
  'Chatterjee',
  'Das',
  'Desai',
  'Fernandes',
  'Gill',
  'Gupta',
  'Iyer',
  'Jain',
  'Joshi',
  'Kapoor',
  'Khan',
  'Kulkarni',
  'Kumar',
  'Menon',
  'Mishra',
  'Nair',
  'Naidu',
  'Patel',
  'Pillai',
  'Rao',
  'Reddy',
  'Sharma',
  'Shetty',
  'Singh',
  'Sinha',
  'Verma',
  'Yadav',
];
const districts = ['560', '400', '110', '411', '600', '500', '700', '403', '380', '302'];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * Fills a migrated database with `count` listable-looking providers (95% online), 1 to 3
 * offerings each across the two care categories, ratings and Indian pincodes, in a few set-based
 * statements so a million rows take about a minute, not an hour.
 */
export async function seedProviders(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into service_categories (name, sort_order) values ('Elder Care', 1), ('Child Care', 2);
      insert into services (category_id, name, sort_order)
      select c.id, s.name, s.ord from service_categories c
      join (values
        ('Elder Care', 'Nursing Attendant', 1), ('Elder Care', 'Elderly Companion', 2),
        ('Elder Care', 'Post-Surgery Care', 3), ('Elder Care', 'Dementia Care', 4),
        ('Elder Care', 'Physiotherapy at Home', 5), ('Elder Care', 'Day Care for Seniors', 6),
        ('Child Care', 'Nanny / Babysitter', 1), ('Child Care', 'Full-day Creche', 2),
        ('Child Care', 'Newborn & Mother Care', 3), ('Child Care', 'After-school Care', 4),
        ('Child Care', 'Special Needs Care', 5)
      ) as s(category, name, ord) on s.category = c.name;`);
    await client.query(`
      insert into providers (mobile, name, pincode, is_online, is_active, verification_status, avg_rating, review_count)
      select (6000000000 + g)::text,
        (${sqlArray(firstNames)})[1 + g % ${firstNames.length}] || ' ' ||
          (${sqlArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}],
        (${sqlArray(districts)})[1 + g % ${districts.length}] || lpad(((g * 7919) % 1000)::text, 3, '0'),
        g % 20 <> 0, true, 'VERIFIED',
        round((3 + ((g * 7) % 201) / 100.0)::numeric, 1), g % 50
      from generate_series(1::bigint, ${count}::bigint) as g`);
    // One set-based pass instead of a trigger firing per offering row.
    await client.query(
      'alter table provider_services disable trigger provider_services_refresh_seller',
    );
    await client.query(`
      with svc as (select array_agg(id order by category_id, sort_order) as ids from services),
           p as (select id, row_number() over (order by id) as n from providers)
      insert into provider_services (provider_id, service_id, price_per_day_paise)
      select p.id, svc.ids[1 + ((p.n + k * 4) % 11)], 60000 + ((p.n * 37 + k * 101) % 2401) * 100
      from p cross join svc cross join generate_series(0, 2) as k
      where k < 1 + p.n % 3`);
    await client.query(`
      update providers p set service_ids = a.service_ids, category_ids = a.category_ids,
        service_names = a.names, min_price_paise = a.min_price
      from (
        select ps.provider_id, array_agg(distinct ps.service_id) as service_ids,
          array_agg(distinct s.category_id) as category_ids, string_agg(distinct s.name, ' ') as names,
          min(ps.price_per_day_paise) as min_price
        from provider_services ps join services s on s.id = ps.service_id
        group by ps.provider_id
      ) a
      where p.id = a.provider_id`);
    await client.query(
      'alter table provider_services enable trigger provider_services_refresh_seller',
    );
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
