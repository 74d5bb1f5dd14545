import type { PageSection } from './demo-pages';

/**
 * The demo LGU's site content in Filipino, over the English (`body_fil`): only the keys a person
 * reads; a key without a Filipino value is served in English. Proper names (Bayan Demo City,
 * GCash, City Hall offices) stay as the city writes them.
 */
export const DEMO_CMS_FILIPINO: Record<string, Record<string, unknown>> = {
  VARIABLES: {
    TAG_LINE:
      'Magbayad ng buwis at bayarin sa lungsod, mag-apply ng permit, at magbasa ng balita ng lungsod online.',
  },
};

/** The home page's modules in Filipino, by menu name (the English rows are in demo-content.ts). */
export const DEMO_SITE_SERVICES_FILIPINO: Record<string, string> = {
  'E-Government': 'Magbayad ng buwis at bayarin, at mag-apply ng permit at sertipiko.',
  'E-Services': 'Humiling ng serbisyo ng lungsod at subaybayan ang iyong mga aplikasyon.',
  'E-Payments': 'Magbayad sa bangko, online banking, over the counter, card at e-wallet.',
  'E-News': 'Basahin ang mga anunsyo, artikulo at video ng lungsod.',
  'E-Bills': 'Tingnan at bayaran ang iyong mga bill sa mga pribadong biller.',
  'E-Commerce': 'Bumili sa mga lokal na negosyo.',
  'E-Wallet': 'Mag-cash in sa iyong city wallet.',
  'E-Help': 'Mag-ulat ng insidente o magparehistro para sa bakuna.',
  'E-MRID': 'Ang iyong resident identity card.',
  'E-Government and E-Services': 'Lahat ng serbisyo ng pamahalaan sa iisang lugar.',
  'E-Inquiry': 'Magtanong sa lungsod tungkol sa iyong mga rekord.',
};

/** The information pages in Filipino, by slug (how-to-filipino is its own page). */
export const DEMO_PAGES_FILIPINO: Record<string, { title: string; sections: PageSection[] }> = {
  about: {
    title: 'Tungkol sa Amin',
    sections: [
      {
        heading: 'Bayan Demo City e-Services',
        paragraphs: [
          'Sa portal na ito, makakapagbayad ang mga residente at negosyo ng Bayan Demo City ng amilyar (real property tax), buwis sa negosyo, multa sa notice of violation at iba pang bayarin, makakapag-apply ng permit at sertipiko, at makakabasa ng balita ng lungsod nang hindi pumipila sa City Hall.',
          'Gumagana ito sa anumang telepono na may browser, sa loob ng GCash app, at sa desktop computer.',
        ],
      },
    ],
  },
  faq: {
    title: 'Mga Madalas Itanong',
    sections: [
      {
        heading: 'Kailan ko makukuha ang aking opisyal na resibo?',
        paragraphs: [
          'Makukuha ang opisyal na resibo sa City Treasurer’s Office 7 araw ng trabaho pagkatapos magbayad. Makikita agad ang electronic na resibo sa iyong transaction history kapag nakumpirma na ang bayad.',
        ],
      },
      {
        heading: 'May convenience fee ba?',
        paragraphs: [
          'May convenience fee ang e-payment service, na ipinapakita bago ka magbayad. Dapat bayaran ang payment reference sa mismong araw na ibinigay ito.',
        ],
      },
      {
        heading: 'Nagbayad na ako pero HINIHINTAY ANG BAYAD pa rin ang aking transaksyon.',
        paragraphs: [
          'Kinukumpirma ng payment provider ang bayad, kadalasan sa loob ng ilang minuto. Kung hindi pa rin bayad ang nakasaad, i-upload ang iyong patunay ng pagbabayad mula sa iyong transaction history o ipadala ito sa support e-mail ng tesorerya.',
        ],
      },
    ],
  },
  'how-to': {
    title: 'Paano Magbayad Online',
    sections: [
      {
        heading: 'Pagbabayad ng bill',
        paragraphs: [
          '1. Mag-sign in gamit ang iyong mobile number.',
          '2. Piliin ang E-Government, pagkatapos ang serbisyo at uri ng transaksyon.',
          '3. Hanapin ang iyong bill, piliin ang valid ID na ipapakita, at pindutin ang Bayaran.',
          '4. Magbayad sa payment page. Lalabas ang iyong resibo sa transaction history.',
        ],
      },
    ],
  },
  'privacy-policy': {
    title: 'Patakaran sa Privacy ng Datos',
    sections: [
      {
        heading: 'Ang iyong personal na impormasyon',
        paragraphs: [
          'Kinukuha lamang ng lungsod ang impormasyong kailangan para maproseso ang iyong mga transaksyon, alinsunod sa Data Privacy Act of 2012 (Republic Act No. 10173).',
          'Ligtas na iniingatan ang iyong datos, ginagamit lamang para sa mga serbisyong hinihiling mo, at hindi kailanman ibinebenta. Maaari mong hilingin sa Data Protection Officer ng lungsod na makita, itama o burahin ang iyong datos.',
        ],
      },
    ],
  },
  'terms-and-condition': {
    title: 'Mga Tuntunin ng Serbisyo',
    sections: [
      {
        heading: 'Paggamit ng portal na ito',
        paragraphs: [
          'Sa paggawa ng account, sumasang-ayon kang magbigay ng totoo at tamang impormasyon at ilihim ang iyong password.',
          'Pinal na ang bayad kapag nakumpirma na ng payment provider. Iulat ang anumang mali sa City Treasurer’s Office.',
        ],
      },
    ],
  },
  'downloadable-form': {
    title: 'Mga Form na Mada-download',
    sections: [
      {
        heading: 'Mga Form',
        paragraphs: [
          'Unified Business Permit Application Form: makukuha sa Business Permits and Licensing Office.',
          'Real Property Tax Declaration Request: makukuha sa City Assessor’s Office.',
        ],
      },
    ],
  },
  'contact-us': {
    title: 'Makipag-ugnayan sa Amin',
    sections: [
      {
        heading: 'City Hall',
        paragraphs: [
          'City Treasurer’s Office, Ground Floor, City Hall, Poblacion, Bayan Demo City.',
          'Oras ng opisina: Lunes hanggang Biyernes, 8:00 AM hanggang 5:00 PM.',
        ],
      },
    ],
  },
};
