import { sanitizeRichText } from '../lib/sanitize.ts';
import { slugify } from '../lib/slug.ts';
import { listAreas, type Area } from '../modules/areas/areas.service.ts';
import { EventModel } from '../modules/events/events.model.ts';
import type { Image } from '../modules/media/media.service.ts';
import { loadSharp, storeImage } from '../modules/media/media.service.ts';
import { NewsModel } from '../modules/news/news.model.ts';
import { listTags, type Tag } from '../modules/tags/tags.service.ts';

const DAY = 24 * 3600_000;
/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving). */
const VN_OFFSET = 7 * 3600_000;

/**
 * The instant of a wall-clock time in Vietnam, `days` from today there: `vnTime(3, '19:30')` is
 * 19:30 +07:00 three days from now, stored as 12:30Z.
 */
export function vnTime(days: number, hhmm: string, now = Date.now()): Date {
  const local = new Date(now + VN_OFFSET + days * DAY);
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), h, m) - VN_OFFSET,
  );
}

const FREE = { priceVi: 'Miễn phí', priceEn: 'Free' };
const price = (vnd: number) => ({
  priceVi: `${vnd.toLocaleString('de-DE')}đ`,
  priceEn: `${vnd.toLocaleString('en-US')} VND`,
});

interface Copy {
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  /** Paragraph, list items, closing paragraph. */
  vi: [string, string[], string];
  en: [string, string[], string];
}

interface DemoEvent extends Copy {
  day: number;
  time: string;
  /** Minutes; several days for exhibitions. */
  duration: number;
  tags: string[];
  area: string[];
  price: { priceVi: string; priceEn: string };
  featured?: boolean;
  draft?: boolean;
  /** Published, but only visible from this many days from now. */
  publishInDays?: number;
  bookingEnabled?: boolean;
}

interface DemoNews extends Copy {
  day: number;
  tags: string[];
  featured?: boolean;
}

// Keywords matched against a tag's or area's slug and English name, so the seed fits whatever the
// venue's tags and areas are called; the first keyword that matches wins.
const TAG = {
  music: ['am-nhac', 'nhac', 'music', 'jazz', 'acoustic'],
  art: ['nghe-thuat', 'art', 'trien-lam', 'exhibition'],
  exhibition: ['trien-lam', 'exhibition', 'nghe-thuat', 'art'],
  workshop: ['workshop', 'lop-hoc', 'class'],
  food: ['am-thuc', 'food', 'an-uong'],
  festival: ['le-hoi', 'festival', 'su-kien'],
  family: ['gia-dinh', 'family', 'tre-em', 'kids', 'thieu-nhi'],
  // A venue without a film tag files screenings under art.
  film: ['dien-anh', 'phim', 'film', 'cinema', 'nghe-thuat', 'art'],
};
const AREA = {
  stage: ['san-khau', 'stage', 'hoi-truong', 'amphitheatre'],
  rooftop: ['san-thuong', 'rooftop', 'terrace'],
  gallery: ['phong-tranh', 'trung-bay', 'gallery', 'trien-lam'],
  pottery: ['gom', 'pottery', 'xuong', 'studio', 'workshop'],
  food: ['am-thuc', 'food', 'cafe', 'nha-hang', 'bep'],
  garden: ['vuon', 'garden', 'san-co', 'lawn', 'ngoai-troi'],
  courtyard: ['san-trong', 'courtyard', 'quang-truong', 'plaza', 'vuon', 'garden'],
};

const EVENTS: DemoEvent[] = [
  {
    day: -112,
    time: '19:30',
    duration: 180,
    tags: ['music'],
    area: ['stage', 'rooftop'],
    price: price(250_000),
    titleVi: 'Đêm nhạc Jazz mùa thu',
    titleEn: 'Autumn Jazz Night',
    summaryVi: 'Bộ tứ jazz Hà Nội mở màn mùa thu với những bản standard và sáng tác mới.',
    summaryEn: 'A Hanoi jazz quartet opens the autumn season with standards and new writing.',
    vi: [
      'Khi gió heo may vừa về, bộ tứ piano, contrabass, trống và saxophone sẽ đưa khán giả qua những bản standard quen thuộc xen lẫn các sáng tác mới lấy cảm hứng từ phố cổ.',
      ['Hai phần diễn, mỗi phần 60 phút', 'Quầy đồ uống mở từ 18:30', 'Chỗ ngồi theo thứ tự đến trước'],
      'Vé đã bao gồm một đồ uống chào mừng. Trẻ em dưới 12 tuổi đi cùng người lớn được miễn phí.',
    ],
    en: [
      'As the first cool winds arrive, a quartet of piano, double bass, drums and saxophone takes the audience through well-loved standards and new pieces inspired by the Old Quarter.',
      ['Two sets of 60 minutes each', 'Bar opens at 18:30', 'Seating on a first-come basis'],
      'Tickets include a welcome drink. Children under 12 with an adult enter free.',
    ],
  },
  {
    day: -95,
    time: '09:00',
    duration: 14 * 24 * 60 + 9 * 60,
    tags: ['exhibition', 'art'],
    area: ['gallery'],
    price: FREE,
    titleVi: 'Triển lãm tranh sơn mài đương đại',
    titleEn: 'Contemporary Lacquer Painting Exhibition',
    summaryVi: 'Hai mươi tác phẩm sơn mài của sáu họa sĩ trẻ, từ kỹ thuật truyền thống đến thể nghiệm mới.',
    summaryEn: 'Twenty lacquer works by six young painters, from traditional technique to new experiments.',
    vi: [
      'Sơn mài là niềm tự hào của hội họa Việt Nam. Triển lãm giới thiệu cách thế hệ họa sĩ trẻ tiếp nối chất liệu này bằng bố cục, màu sắc và câu chuyện của riêng mình.',
      [
        'Mở cửa 09:00 – 18:00 hằng ngày',
        'Hướng dẫn viên thuyết minh lúc 10:00 và 15:00',
        'Gặp gỡ họa sĩ vào chiều thứ Bảy',
      ],
      'Vào cửa tự do. Vui lòng không chụp ảnh có đèn flash trong phòng trưng bày.',
    ],
    en: [
      'Lacquer is the pride of Vietnamese painting. This exhibition shows how a young generation carries the medium forward with compositions, colours and stories of their own.',
      [
        'Open daily 09:00 – 18:00',
        'Guided tours at 10:00 and 15:00',
        'Meet the artists on Saturday afternoon',
      ],
      'Admission is free. Please do not use flash photography in the gallery.',
    ],
  },
  {
    day: -78,
    time: '14:00',
    duration: 180,
    tags: ['workshop', 'art'],
    area: ['pottery'],
    price: price(450_000),
    bookingEnabled: true,
    titleVi: 'Workshop làm gốm cho người mới bắt đầu',
    titleEn: "Beginner's Pottery Workshop",
    summaryVi:
      'Ba giờ bên bàn xoay cùng nghệ nhân: nhào đất, vuốt dáng và trang trí chiếc cốc của riêng bạn.',
    summaryEn: 'Three hours at the wheel with a master potter: wedge, throw and decorate a cup of your own.',
    vi: [
      'Không cần kinh nghiệm, chỉ cần một chút kiên nhẫn. Nghệ nhân sẽ hướng dẫn từng bước để bạn hoàn thành một sản phẩm gốm mang về.',
      [
        'Đất sét, dụng cụ và tạp dề được chuẩn bị sẵn',
        'Sản phẩm được nung và gửi lại sau hai tuần',
        'Tối đa 12 học viên mỗi lớp',
      ],
      'Nên mặc trang phục thoải mái. Đặt chỗ trước để giữ bàn xoay.',
    ],
    en: [
      'No experience needed, just a little patience. Our potter guides you step by step until you have a piece to take home.',
      [
        'Clay, tools and aprons provided',
        'Pieces are fired and ready two weeks later',
        'At most 12 participants per class',
      ],
      'Wear comfortable clothes. Book ahead to keep your wheel.',
    ],
  },
  {
    day: -60,
    time: '17:00',
    duration: 300,
    tags: ['food', 'festival'],
    area: ['food', 'courtyard'],
    price: FREE,
    titleVi: 'Lễ hội ẩm thực đường phố',
    titleEn: 'Street Food Fair',
    summaryVi: 'Hơn hai mươi gian hàng mang hương vị ba miền về cùng một buổi tối.',
    summaryEn: 'More than twenty stalls bring the flavours of north, centre and south to one evening.',
    vi: [
      'Từ bún chả Hà Nội, bánh khọt Vũng Tàu đến chè Huế, lễ hội quy tụ những quầy hàng được yêu thích cùng nhạc sống suốt buổi tối.',
      ['Hơn 20 gian hàng ẩm thực', 'Góc bia thủ công địa phương', 'Nhạc sống từ 19:00'],
      'Vào cửa miễn phí, thanh toán tại từng gian hàng bằng tiền mặt hoặc chuyển khoản.',
    ],
    en: [
      'From Hanoi bún chả and Vũng Tàu bánh khọt to Huế sweet soups, the fair gathers favourite stalls with live music all evening.',
      ['More than 20 food stalls', 'Local craft beer corner', 'Live music from 19:00'],
      'Entry is free; pay at each stall in cash or by bank transfer.',
    ],
  },
  {
    day: -41,
    time: '19:30',
    duration: 150,
    tags: ['film'],
    area: ['garden'],
    price: FREE,
    titleVi: 'Chiếu phim ngoài trời: Mùi đu đủ xanh',
    titleEn: 'Open-air Screening: The Scent of Green Papaya',
    summaryVi: 'Kiệt tác của Trần Anh Hùng trên màn ảnh lớn giữa vườn, kèm buổi trò chuyện sau phim.',
    summaryEn: "Trần Anh Hùng's masterpiece on a big screen in the garden, followed by a conversation.",
    vi: [
      'Một buổi tối chậm rãi cùng bộ phim đã đưa điện ảnh Việt ra thế giới. Mang theo khăn trải, chúng tôi chuẩn bị bắp rang và trà đá.',
      [
        'Phim có phụ đề tiếng Anh',
        'Ghế lười và thảm cho 80 khách',
        'Trò chuyện với nhà phê bình phim sau buổi chiếu',
      ],
      'Nếu trời mưa, buổi chiếu được chuyển vào hội trường.',
    ],
    en: [
      'A slow evening with the film that took Vietnamese cinema to the world. Bring a blanket; we provide popcorn and iced tea.',
      [
        'English subtitles',
        'Bean bags and mats for 80 guests',
        'Talk with a film critic after the screening',
      ],
      'In case of rain the screening moves to the hall.',
    ],
  },
  {
    day: -20,
    time: '20:00',
    duration: 120,
    tags: ['music'],
    area: ['rooftop'],
    price: price(150_000),
    titleVi: 'Acoustic trên sân thượng',
    titleEn: 'Acoustic Rooftop Session',
    summaryVi: 'Guitar mộc, giọng hát trẻ và ánh đèn thành phố: một tối thứ Sáu nhẹ nhàng.',
    summaryEn: 'Unplugged guitars, young voices and city lights: a gentle Friday night.',
    vi: [
      'Ba nghệ sĩ indie chia sẻ những ca khúc tự sáng tác trong không gian sân thượng ấm cúng nhìn ra hồ.',
      ['Ba nghệ sĩ, mỗi người 30 phút', 'Cocktail mùa thu pha chế riêng', 'Số chỗ có hạn: 60 khách'],
      'Giá vé đã gồm một đồ uống. Đặt chỗ để có bàn gần sân khấu.',
    ],
    en: [
      'Three indie artists share their own songs on our cosy rooftop overlooking the lake.',
      ['Three artists, 30 minutes each', 'Seasonal cocktails made for the night', 'Limited to 60 guests'],
      'The ticket includes one drink. Book to get a table near the stage.',
    ],
  },
  {
    day: -6,
    time: '08:30',
    duration: 480,
    tags: ['family', 'festival'],
    area: ['garden', 'courtyard'],
    price: FREE,
    titleVi: 'Ngày hội gia đình cuối tuần',
    titleEn: 'Weekend Family Day',
    summaryVi: 'Trò chơi dân gian, kể chuyện và làm đồ chơi truyền thống cho cả nhà.',
    summaryEn: 'Folk games, storytelling and traditional toy making for the whole family.',
    vi: [
      'Một ngày trọn vẹn cho các gia đình: các bé học nặn tò he, làm diều giấy, chơi ô ăn quan trong khi bố mẹ thư giãn bên ly cà phê.',
      ['Góc nặn tò he và làm diều', 'Kể chuyện cổ tích lúc 10:00 và 15:00', 'Khu picnic có bóng mát'],
      'Miễn phí cho mọi lứa tuổi. Trẻ nhỏ cần có người lớn đi kèm.',
    ],
    en: [
      'A whole day for families: children make tò he figurines and paper kites and play ô ăn quan while parents relax over coffee.',
      ['Figurine and kite making corner', 'Folk tale storytelling at 10:00 and 15:00', 'Shaded picnic area'],
      'Free for all ages. Young children must be accompanied by an adult.',
    ],
  },
  {
    day: 5,
    time: '18:30',
    duration: 240,
    tags: ['festival', 'family'],
    area: ['courtyard', 'garden'],
    price: FREE,
    featured: true,
    titleVi: 'Đêm hội đèn lồng',
    titleEn: 'Lantern Festival Night',
    summaryVi: 'Hàng trăm chiếc đèn lồng thắp sáng khuôn viên, cùng múa lân và nhạc cổ truyền.',
    summaryEn: 'Hundreds of lanterns light up the grounds, with lion dancing and traditional music.',
    vi: [
      'Khuôn viên được phủ kín đèn lồng lụa Hội An. Khách có thể tự tay làm đèn, thả hoa đăng và thưởng thức bánh trung thu.',
      ['Múa lân lúc 19:00', 'Xưởng làm đèn lồng cho trẻ em', 'Nhạc cổ truyền và hát chầu văn'],
      'Vào cửa tự do. Khu vực gửi xe mở từ 17:30.',
    ],
    en: [
      'The grounds are covered in Hội An silk lanterns. Make your own lantern, float a flower candle and taste mooncakes.',
      ['Lion dance at 19:00', "Children's lantern-making workshop", 'Traditional music and chầu văn singing'],
      'Free entry. Parking opens at 17:30.',
    ],
  },
  {
    day: 12,
    time: '19:30',
    duration: 180,
    tags: ['music'],
    area: ['stage', 'rooftop'],
    price: price(250_000),
    featured: true,
    bookingEnabled: true,
    titleVi: 'Đêm nhạc Jazz: Sài Gòn xưa',
    titleEn: 'Jazz Night: Old Saigon',
    summaryVi: 'Những ca khúc Sài Gòn thập niên 60 được phối lại theo phong cách swing và bossa nova.',
    summaryEn: 'Saigon songs of the sixties rearranged as swing and bossa nova.',
    vi: [
      'Nữ ca sĩ và ban nhạc sáu người mang đến các bản tình ca Sài Gòn xưa trong lớp áo jazz, gợi nhớ những phòng trà một thời.',
      ['Ban nhạc sáu người với kèn đồng', 'Thực đơn tapas theo chủ đề', 'Đặt bàn trước để có chỗ đẹp'],
      'Vé gồm một đồ uống chào mừng. Cửa mở lúc 18:45.',
    ],
    en: [
      'A singer and six-piece band dress the love songs of old Saigon in jazz, recalling the tea rooms of another era.',
      ['Six-piece band with brass', 'Themed tapas menu', 'Book a table for the best seats'],
      'Tickets include a welcome drink. Doors open at 18:45.',
    ],
  },
  {
    day: 24,
    time: '09:30',
    duration: 180,
    tags: ['workshop', 'art'],
    area: ['gallery', 'pottery'],
    price: price(350_000),
    bookingEnabled: true,
    titleVi: 'Workshop vẽ màu nước: Phố cổ',
    titleEn: 'Watercolour Workshop: The Old Quarter',
    summaryVi: 'Học cách bắt sáng và màu của những mái ngói phố cổ cùng họa sĩ minh họa.',
    summaryEn: 'Learn to catch the light and colour of Old Quarter rooftops with an illustrator.',
    vi: [
      'Buổi học dành cho người mới và người đã biết vẽ, tập trung vào kỹ thuật loang màu, để trắng giấy và phối cảnh đơn giản.',
      ['Giấy, cọ và màu chất lượng cao', 'Mỗi học viên hoàn thành hai bức tranh', 'Trà và bánh giữa giờ'],
      'Lớp tối đa 15 người, vui lòng đặt chỗ trước.',
    ],
    en: [
      'For beginners and those who already draw, focusing on wet-on-wet, saving the white of the paper and simple perspective.',
      [
        'Quality paper, brushes and paints',
        'Every participant finishes two paintings',
        'Tea and cake at the break',
      ],
      'Classes are limited to 15 people; please book ahead.',
    ],
  },
  {
    day: 38,
    time: '09:00',
    duration: 10 * 24 * 60 + 9 * 60,
    tags: ['exhibition', 'art'],
    area: ['gallery'],
    price: FREE,
    featured: true,
    titleVi: 'Triển lãm ảnh: Hà Nội trong mưa',
    titleEn: 'Photo Exhibition: Hanoi in the Rain',
    summaryVi: 'Bốn mươi khoảnh khắc đời thường của thành phố dưới những cơn mưa mùa hạ.',
    summaryEn: 'Forty everyday moments of the city under summer rain.',
    vi: [
      'Nhiếp ảnh gia đã dành ba mùa mưa để ghi lại những gánh hàng rong, mái hiên và ánh đèn phản chiếu trên mặt đường.',
      [
        'Khai mạc cùng tác giả lúc 18:00 ngày đầu',
        'Mở cửa 09:00 – 18:00',
        'Ấn phẩm ảnh giới hạn được bán tại chỗ',
      ],
      'Vào cửa tự do cho mọi khách tham quan.',
    ],
    en: [
      'The photographer spent three rainy seasons capturing street vendors, shop awnings and lights reflected on wet roads.',
      [
        'Opening with the artist at 18:00 on the first day',
        'Open 09:00 – 18:00',
        'Limited-edition prints for sale',
      ],
      'Free admission for all visitors.',
    ],
  },
  {
    day: 55,
    time: '07:30',
    duration: 300,
    tags: ['food', 'family'],
    area: ['courtyard', 'garden'],
    price: FREE,
    publishInDays: 9,
    titleVi: 'Phiên chợ nông sản và thủ công',
    titleEn: "Farmers' and Crafts Market",
    summaryVi: 'Rau sạch, mật ong rừng, gốm và vải thổ cẩm từ các nhà sản xuất nhỏ.',
    summaryEn: 'Organic vegetables, wild honey, pottery and brocade from small producers.',
    vi: [
      'Phiên chợ sáng Chủ nhật kết nối người mua với nông dân và thợ thủ công từ các tỉnh lân cận.',
      [
        'Hơn 30 gian hàng nông sản và thủ công',
        'Bữa sáng dân dã tại chỗ',
        'Mang túi vải để giảm rác thải nhựa',
      ],
      'Vào cửa tự do, bãi gửi xe đạp miễn phí.',
    ],
    en: [
      'A Sunday morning market connecting shoppers with farmers and craftspeople from nearby provinces.',
      [
        'More than 30 produce and craft stalls',
        'Country breakfast on site',
        'Bring a cloth bag to cut plastic waste',
      ],
      'Free entry and free bicycle parking.',
    ],
  },
  {
    day: 80,
    time: '19:30',
    duration: 150,
    tags: ['music'],
    area: ['stage'],
    price: price(300_000),
    draft: true,
    titleVi: 'Đêm nhạc Trịnh Công Sơn',
    titleEn: 'An Evening of Trịnh Công Sơn Songs',
    summaryVi: 'Những tình khúc Trịnh qua giọng hát mộc và tiếng guitar.',
    summaryEn: "Trịnh Công Sơn's love songs with a bare voice and guitar.",
    vi: [
      'Một đêm nhạc mộc mạc tưởng nhớ người nhạc sĩ của những bản tình ca bất hủ.',
      ['Hai ca sĩ khách mời', 'Đọc thơ giữa các tiết mục', 'Trà và mứt gừng'],
      'Chương trình đang được hoàn thiện, thông tin chi tiết sẽ được cập nhật.',
    ],
    en: [
      'A simple evening remembering the composer of timeless love songs.',
      ['Two guest singers', 'Poetry readings between songs', 'Tea and ginger sweets'],
      'The programme is being finalised; details will follow.',
    ],
  },
  {
    day: 108,
    time: '18:00',
    duration: 240,
    tags: ['film', 'festival'],
    area: ['stage', 'garden'],
    price: price(100_000),
    titleVi: 'Liên hoan phim ngắn độc lập',
    titleEn: 'Independent Short Film Festival',
    summaryVi: 'Mười hai phim ngắn của các nhà làm phim trẻ và buổi bình chọn của khán giả.',
    summaryEn: 'Twelve short films by young filmmakers and an audience award.',
    vi: [
      'Liên hoan giới thiệu những tiếng nói mới của điện ảnh độc lập Việt Nam, từ phim tài liệu đến hoạt hình.',
      ['Mười hai phim ngắn trong ba khối chiếu', 'Giao lưu với đạo diễn', 'Khán giả bình chọn giải thưởng'],
      'Vé dùng cho cả buổi tối, có phụ đề tiếng Anh.',
    ],
    en: [
      'The festival presents new voices of Vietnamese independent cinema, from documentary to animation.',
      ['Twelve shorts in three blocks', 'Q&A with the directors', 'Audience award vote'],
      'One ticket covers the whole evening; English subtitles.',
    ],
  },
];

const NEWS: DemoNews[] = [
  {
    day: -115,
    tags: ['music'],
    titleVi: 'Khai trương không gian sân thượng mới',
    titleEn: 'Our new rooftop space is open',
    summaryVi: 'Sân thượng nhìn ra hồ chính thức đón khách với quầy đồ uống và sân khấu nhỏ.',
    summaryEn: 'The lake-view rooftop now welcomes guests with a bar and a small stage.',
    vi: [
      'Sau ba tháng cải tạo, sân thượng đã sẵn sàng cho những buổi tối âm nhạc và gặp gỡ.',
      ['Sức chứa 80 khách', 'Quầy đồ uống mở từ 17:00', 'Mái che di động cho ngày mưa'],
      'Hẹn gặp bạn vào buổi hoàng hôn đầu tiên!',
    ],
    en: [
      'After three months of work, the rooftop is ready for evenings of music and conversation.',
      ['Room for 80 guests', 'Bar opens at 17:00', 'Retractable roof for rainy days'],
      'See you at the first sunset!',
    ],
  },
  {
    day: -108,
    tags: ['music'],
    featured: true,
    titleVi: 'Nhìn lại Đêm nhạc Jazz mùa thu',
    titleEn: 'Looking back at Autumn Jazz Night',
    summaryVi: 'Hơn 200 khán giả đã cùng bộ tứ jazz đón mùa thu, cảm ơn các bạn!',
    summaryEn: 'More than 200 guests welcomed autumn with the jazz quartet. Thank you!',
    vi: [
      'Đêm nhạc đã kết thúc trong tràng vỗ tay dài. Ban nhạc hứa sẽ trở lại với chương trình Sài Gòn xưa.',
      ['Hơn 200 khán giả', 'Ba bản encore', 'Ảnh sự kiện đã có trên trang Facebook'],
      'Hẹn gặp lại ở đêm nhạc jazz tiếp theo.',
    ],
    en: [
      'The night ended in long applause, and the band promised to return with an Old Saigon programme.',
      ['More than 200 guests', 'Three encores', 'Photos are on our Facebook page'],
      'See you at the next jazz night.',
    ],
  },
  {
    day: -96,
    tags: ['festival'],
    titleVi: 'Giờ mở cửa dịp lễ',
    titleEn: 'Opening hours over the holidays',
    summaryVi: 'Lịch mở cửa các khu vực trong kỳ nghỉ lễ sắp tới.',
    summaryEn: 'When each area is open over the coming holidays.',
    vi: [
      'Để khách tiện sắp xếp, chúng tôi thông báo giờ mở cửa trong kỳ nghỉ lễ như sau.',
      ['Khu trưng bày: 09:00 – 20:00', 'Khu ẩm thực: 07:00 – 22:00', 'Sân thượng: 16:00 – 23:00'],
      'Văn phòng đặt chỗ vẫn nhận yêu cầu trực tuyến trong suốt kỳ nghỉ.',
    ],
    en: [
      'To help you plan, here are our opening hours over the holidays.',
      ['Gallery: 09:00 – 20:00', 'Food court: 07:00 – 22:00', 'Rooftop: 16:00 – 23:00'],
      'Online booking requests are answered throughout the holidays.',
    ],
  },
  {
    day: -84,
    tags: ['workshop', 'art'],
    titleVi: 'Gặp gỡ nghệ nhân gốm Bát Tràng',
    titleEn: 'Meet the Bát Tràng potter behind our workshops',
    summaryVi: 'Ba mươi năm bên bàn xoay và câu chuyện về làng gốm năm thế kỷ.',
    summaryEn: 'Thirty years at the wheel and the story of a five-century-old pottery village.',
    vi: [
      'Nghệ nhân của chúng tôi lớn lên bên những lò gốm Bát Tràng và mang nghề truyền thống đến với người trẻ thành phố.',
      ['Ba mươi năm kinh nghiệm', 'Hơn 500 học viên đã tham gia', 'Men lam truyền thống tự pha'],
      'Các lớp gốm mới được mở đăng ký mỗi tháng.',
    ],
    en: [
      'Our potter grew up among the kilns of Bát Tràng and brings the craft to young city dwellers.',
      [
        'Thirty years of experience',
        'More than 500 students so far',
        'Traditional blue glazes mixed in house',
      ],
      'New pottery classes open for booking every month.',
    ],
  },
  {
    day: -66,
    tags: ['food'],
    titleVi: 'Thực đơn mùa thu của khu ẩm thực',
    titleEn: "The food court's autumn menu",
    summaryVi: 'Cốm làng Vòng, hồng giòn và những món ăn chỉ có vào mùa thu Hà Nội.',
    summaryEn: 'Green rice flakes, crisp persimmons and dishes only autumn in Hanoi brings.',
    vi: [
      'Bếp trưởng giới thiệu thực đơn theo mùa với nguyên liệu từ các làng nghề quanh Hà Nội.',
      ['Chả cốm và xôi cốm', 'Gỏi hồng giòn', 'Trà sen và cà phê trứng'],
      'Thực đơn phục vụ đến hết tháng.',
    ],
    en: [
      'Our chef presents a seasonal menu with ingredients from craft villages around Hanoi.',
      ['Green rice patties and sticky rice', 'Crisp persimmon salad', 'Lotus tea and egg coffee'],
      'The menu runs until the end of the month.',
    ],
  },
  {
    day: -50,
    tags: ['workshop'],
    titleVi: 'Mở đăng ký lớp vẽ màu nước',
    titleEn: 'Registration opens for watercolour classes',
    summaryVi: 'Khóa học cuối tuần cho người mới bắt đầu, tối đa 15 học viên mỗi lớp.',
    summaryEn: 'Weekend course for beginners, at most 15 people per class.',
    vi: [
      'Sau nhiều yêu cầu từ khách, chúng tôi mở lớp vẽ màu nước cuối tuần cùng họa sĩ minh họa.',
      ['Bốn buổi sáng thứ Bảy', 'Dụng cụ được chuẩn bị sẵn', 'Triển lãm nhỏ cuối khóa'],
      'Đặt chỗ qua trang Đặt chỗ hoặc gọi hotline.',
    ],
    en: [
      'After many requests we are opening weekend watercolour classes with an illustrator.',
      ['Four Saturday mornings', 'All materials provided', 'A small exhibition at the end'],
      'Book on the Booking page or call our hotline.',
    ],
  },
  {
    day: -33,
    tags: ['festival', 'family'],
    featured: true,
    titleVi: 'Chuẩn bị cho Đêm hội đèn lồng',
    titleEn: 'Getting ready for the Lantern Festival',
    summaryVi: 'Hậu trường làm hàng trăm chiếc đèn lồng lụa cho đêm hội sắp tới.',
    summaryEn: 'Behind the scenes of hundreds of silk lanterns for the coming festival.',
    vi: [
      'Các nghệ nhân Hội An đã cùng đội ngũ của chúng tôi làm đèn suốt nhiều tuần để khuôn viên rực rỡ trong đêm hội.',
      ['Hơn 300 chiếc đèn lồng lụa', 'Mười hai màu lụa khác nhau', 'Khung tre uốn hoàn toàn thủ công'],
      'Đừng bỏ lỡ đêm hội, vào cửa miễn phí!',
    ],
    en: [
      'Hội An craftspeople worked with our team for weeks so the grounds glow on festival night.',
      ['More than 300 silk lanterns', 'Twelve silk colours', 'Bamboo frames bent entirely by hand'],
      "Don't miss the night: entry is free!",
    ],
  },
  {
    day: -19,
    tags: ['family'],
    titleVi: 'Chương trình thiếu nhi cuối tuần',
    titleEn: 'Weekend programme for children',
    summaryVi: 'Kể chuyện, trò chơi dân gian và góc sáng tạo mỗi sáng Chủ nhật.',
    summaryEn: 'Storytelling, folk games and a creative corner every Sunday morning.',
    vi: [
      'Từ tháng này, các bé có một góc riêng mỗi sáng Chủ nhật với hoạt động thay đổi hằng tuần.',
      ['Kể chuyện cổ tích', 'Trò chơi ô ăn quan, nhảy dây', 'Tô màu tranh Đông Hồ'],
      'Miễn phí cho trẻ em, phụ huynh vui lòng đi cùng.',
    ],
    en: [
      'From this month children have their own corner every Sunday morning, with activities changing weekly.',
      ['Folk tale storytelling', 'Ô ăn quan and skipping games', 'Colouring Đông Hồ prints'],
      'Free for children; parents please stay with them.',
    ],
  },
  {
    day: -9,
    tags: ['festival'],
    titleVi: 'Hướng dẫn đặt chỗ trực tuyến',
    titleEn: 'How to book online',
    summaryVi: 'Ba bước để giữ chỗ cho sự kiện hoặc khu vực bạn yêu thích.',
    summaryEn: 'Three steps to reserve a place at an event or area you love.',
    vi: [
      'Trang Đặt chỗ mới giúp bạn giữ chỗ nhanh chóng, chúng tôi sẽ xác nhận qua điện thoại hoặc email.',
      ['Chọn sự kiện hoặc khu vực', 'Chọn ngày, giờ và số khách', 'Nhận xác nhận trong vòng 24 giờ'],
      'Mọi thắc mắc xin liên hệ hotline.',
    ],
    en: [
      'The new Booking page lets you reserve quickly; we confirm by phone or email.',
      [
        'Choose an event or area',
        'Pick a date, time and number of guests',
        'Get a confirmation within 24 hours',
      ],
      'Any questions? Call our hotline.',
    ],
  },
  {
    day: -2,
    tags: ['exhibition', 'art'],
    titleVi: 'Triển lãm ảnh Hà Nội trong mưa sắp khai mạc',
    titleEn: 'Hanoi in the Rain photo exhibition opens soon',
    summaryVi: 'Bốn mươi bức ảnh về thành phố dưới mưa sẽ được trưng bày trong mười ngày.',
    summaryEn: 'Forty photographs of the city in the rain will be on show for ten days.',
    vi: [
      'Triển lãm ảnh mới nhất của chúng tôi mời bạn nhìn Hà Nội qua màn mưa mùa hạ.',
      ['Khai mạc cùng tác giả', 'Vào cửa tự do', 'Ấn phẩm ảnh giới hạn'],
      'Xem chi tiết tại trang Sự kiện.',
    ],
    en: [
      'Our newest photo exhibition invites you to see Hanoi through summer rain.',
      ['Opening with the photographer', 'Free admission', 'Limited-edition prints'],
      'See the Events page for details.',
    ],
  },
];

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function richText([intro, items, outro]: [string, string[], string]): string {
  return sanitizeRichText(
    `<p>${escapeHtml(intro)}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul><p>${escapeHtml(outro)}</p>`,
  );
}

const PALETTES: [string, string, string][] = [
  ['#9D7F52', '#E8C07D', '#3B2A1A'],
  ['#B5523B', '#F2A65A', '#3A1E14'],
  ['#7A3E2E', '#D98E4A', '#2B1710'],
  ['#C06C3E', '#F6D186', '#402516'],
  ['#8C4A5B', '#E9A178', '#2E1820'],
  ['#A4632F', '#F0C27B', '#33200F'],
];

/** Splits a title into lines of at most `max` characters at word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A warm gradient cover with the title, 960×540, rendered by sharp from SVG. */
async function coverImage(title: string, subtitle: string, index: number): Promise<Image> {
  const [from, to, ink] = PALETTES[index % PALETTES.length];
  const lines = wrap(title, 24);
  const top = 270 - (lines.length - 1) * 34;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#fff7e6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff7e6" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="960" height="540" fill="url(#g)"/>
  <rect width="960" height="540" fill="url(#glow)"/>
  <circle cx="${120 + ((index * 97) % 700)}" cy="${430 - ((index * 53) % 200)}" r="${90 + (index % 4) * 25}" fill="#fff" fill-opacity="0.08"/>
  <circle cx="${840 - ((index * 61) % 500)}" cy="${110 + ((index * 37) % 160)}" r="${40 + (index % 3) * 20}" fill="#fff" fill-opacity="0.1"/>
  <g font-family="DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif" text-anchor="middle">
    ${lines
      .map(
        (l, i) =>
          `<text x="480" y="${top + i * 68}" font-size="54" font-weight="700" fill="${ink}">${escapeHtml(l)}</text>`,
      )
      .join('\n    ')}
    <text x="480" y="${top + lines.length * 68 + 10}" font-size="26" fill="${ink}" fill-opacity="0.8">${escapeHtml(subtitle)}</text>
  </g>
</svg>`;
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return storeImage(png, `${slugify(title) || 'cover'}.png`);
}

function pickTags(keys: string[], tags: Tag[], index: number): string[] {
  if (!tags.length) return [];
  const chosen = new Set<string>();
  for (const key of keys) {
    for (const word of TAG[key as keyof typeof TAG] ?? []) {
      const found = tags.find((t) => `${t.slug} ${t.nameEn.toLowerCase()}`.includes(word));
      if (found) {
        chosen.add(found._id);
        break;
      }
    }
  }
  // Tags named differently from every keyword: spread the items over what exists.
  if (!chosen.size) chosen.add(tags[index % tags.length]._id);
  return [...chosen].slice(0, 3);
}

function pickArea(keys: string[], areas: Area[], index: number): string | null {
  if (!areas.length) return null;
  for (const key of keys) {
    for (const word of AREA[key as keyof typeof AREA] ?? []) {
      const found = areas.find((a) => `${a.slug} ${(a.nameEn ?? '').toLowerCase()}`.includes(word));
      if (found) return String(found._id);
    }
  }
  return String(areas[index % areas.length]._id);
}

/**
 * Demo events and news for the seeded venue, each collection only when it is empty: 14 events over
 * the past and next four months (3 featured, 1 draft, 1 scheduled) and 10 news posts, with covers
 * generated locally. Tags and areas are those already in the database.
 */
export async function seedDemoEvents(): Promise<{ events: number; news: number }> {
  const [eventCount, newsCount] = await Promise.all([
    EventModel.estimatedDocumentCount(),
    NewsModel.estimatedDocumentCount(),
  ]);
  const seedEvents = eventCount === 0;
  const seedNews = newsCount === 0;
  if (!seedEvents && !seedNews) return { events: 0, news: 0 };

  const [tags, areas] = await Promise.all([listTags(), listAreas()]);
  const now = Date.now();
  let inserted = { events: 0, news: 0 };

  const [eventCovers, newsCovers] = await Promise.all([
    seedEvents ? Promise.all(EVENTS.map((e, i) => coverImage(e.titleVi, e.titleEn, i))) : [],
    seedNews ? Promise.all(NEWS.map((n, i) => coverImage(n.titleVi, n.titleEn, i + 3))) : [],
  ]);

  if (seedEvents) {
    const docs = EVENTS.map((e, i) => {
      const startAt = vnTime(e.day, e.time, now);
      const endAt = new Date(startAt.getTime() + e.duration * 60_000);
      const created = new Date(Math.min(now, startAt.getTime() - 21 * DAY));
      return {
        slug: slugify(e.titleVi),
        titleVi: e.titleVi,
        titleEn: e.titleEn,
        summaryVi: e.summaryVi,
        summaryEn: e.summaryEn,
        contentVi: richText(e.vi),
        contentEn: richText(e.en),
        cover: eventCovers[i],
        // Featured events show a small gallery built from their neighbours' covers.
        gallery: e.featured
          ? [eventCovers[(i + 1) % eventCovers.length], eventCovers[(i + 2) % eventCovers.length]]
          : [],
        startAt,
        endAt,
        endsAt: endAt,
        areaId: pickArea(e.area, areas, i),
        tagIds: pickTags(e.tags, tags, i),
        ...e.price,
        bookingEnabled: Boolean(e.bookingEnabled),
        status: e.draft ? 'draft' : 'published',
        publishedAt: e.draft ? null : e.publishInDays ? new Date(now + e.publishInDays * DAY) : created,
        featured: Boolean(e.featured),
        createdAt: created,
        updatedAt: created,
      };
    });
    await EventModel.insertMany(docs, { timestamps: false });
    inserted = { ...inserted, events: docs.length };
  }

  if (seedNews) {
    const docs = NEWS.map((n, i) => {
      const publishedAt = vnTime(n.day, '08:00', now);
      return {
        slug: slugify(n.titleVi),
        titleVi: n.titleVi,
        titleEn: n.titleEn,
        summaryVi: n.summaryVi,
        summaryEn: n.summaryEn,
        contentVi: richText(n.vi),
        contentEn: richText(n.en),
        cover: newsCovers[i],
        tagIds: pickTags(n.tags, tags, i),
        status: 'published',
        publishedAt,
        featured: Boolean(n.featured),
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    });
    await NewsModel.insertMany(docs, { timestamps: false });
    inserted = { ...inserted, news: docs.length };
  }
  return inserted;
}
