// The emails, built with react-email: its components render to the table layout and inline styles
// that mail clients need; the text part is written from the same layout (`build`).
// The gateway runs TypeScript without a JSX step, so the trees are written with createElement.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactNode } from 'react';
import { formatCalendarLongDate } from '../../lib/venue-time-input.ts';
import { formatLongDate, formatTime } from '../../lib/venue-time.ts';

export type Language = 'vi' | 'en';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px 28px', maxWidth: '560px' },
  heading: { fontSize: '20px', color: '#18181b', margin: '0 0 16px' },
  text: { fontSize: '15px', lineHeight: '22px', color: '#27272a', margin: '0 0 12px' },
  label: {
    fontSize: '13px',
    color: '#71717a',
    margin: '0',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
  },
  // A long address or link breaks rather than widening the mail past a phone's screen.
  value: {
    fontSize: '15px',
    color: '#18181b',
    margin: '0 0 10px',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
  },
  button: {
    // The venue's gold (the site's primary, one shade darker: 5.2:1 against the white text).
    backgroundColor: '#86683c',
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '15px',
    textDecoration: 'none',
  },
  footer: { fontSize: '12px', color: '#a1a1aa', margin: '0' },
} as const;

interface Layout {
  language: Language;
  preview: string;
  title: string;
  paragraphs?: string[];
  /** Label/value rows (booking details, the sender of a message). */
  facts?: [string, string][];
  action?: { label: string; href: string };
  footer: string;
}

function layout({
  language,
  preview,
  title,
  paragraphs = [],
  facts = [],
  action,
  footer,
}: Layout): ReactNode {
  return h(
    Html,
    { lang: language },
    h(Head),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: 'h1', style: styles.heading }, title),
        ...paragraphs.map((p, i) => h(Text, { key: `p${i}`, style: styles.text }, p)),
        facts.length
          ? h(
              Section,
              null,
              ...facts.flatMap(([label, value], i) => [
                h(Text, { key: `l${i}`, style: styles.label }, label),
                h(Text, { key: `v${i}`, style: styles.value }, value || '—'),
              ]),
            )
          : null,
        action
          ? h(
              Section,
              { style: { margin: '20px 0' } },
              h(Button, { href: action.href, style: styles.button }, action.label),
            )
          : null,
        action ? h(Text, { style: styles.label }, action.href) : null,
        h(Hr),
        h(Text, { style: styles.footer }, footer),
      ),
    ),
  );
}

/**
 * Both parts of a mail from one layout: the HTML rendered by React Email, the text written from
 * the same pieces (a title, paragraphs, "label: value" lines, the link, the footer). Converting
 * the HTML to text (html-to-text) cost as much CPU as rendering it, on every booking.
 */
async function build(subject: string, mail: Layout): Promise<RenderedMail> {
  const html = await render(layout(mail) as Parameters<typeof render>[0]);
  return { subject, html, text: plainText(mail) };
}

function plainText({ title, paragraphs = [], facts = [], action, footer }: Layout): string {
  const blocks = [
    title,
    ...paragraphs,
    facts.map(([label, value]) => `${label}: ${value || '—'}`).join('\n'),
    action ? `${action.label}: ${action.href}` : '',
    `--\n${footer}`,
  ];
  return blocks.filter(Boolean).join('\n\n');
}

const FOOTER: Record<Language, string> = {
  vi: 'Thư tự động từ trang web của địa điểm. Vui lòng không trả lời thư này.',
  en: 'An automatic message from the venue’s website. Please do not reply to it.',
};

export interface BookingFacts {
  name: string;
  email: string;
  phone: string;
  date: string;
  timeSlot: string;
  guests: number;
  note: string;
  /** The area's or event's name, in each language (English falls back to Vietnamese). */
  placeVi?: string;
  placeEn?: string;
  /** Whether the guest may still cancel online (the manage link is offered only then). */
  canCancel?: boolean;
}

/** The place and the day as the guest reads them: "Sân vườn, Thứ ba, 08/12/2026 lúc 19:00". */
function where(b: BookingFacts, language: Language) {
  const en = language === 'en';
  const place = (en ? b.placeEn || b.placeVi : b.placeVi) || (en ? 'the venue' : 'địa điểm');
  const day = formatCalendarLongDate(b.date, !en);
  return { place, day, when: en ? `${day} at ${b.timeSlot}` : `${day} lúc ${b.timeSlot}` };
}

function bookingFacts(b: BookingFacts, language: Language): [string, string][] {
  const en = language === 'en';
  const { place, day } = where(b, language);
  return [
    [en ? 'Where' : 'Địa điểm', place],
    [en ? 'Date' : 'Ngày', day],
    [en ? 'Time' : 'Giờ', b.timeSlot],
    [en ? 'Guests' : 'Số khách', String(b.guests)],
    [en ? 'Name' : 'Họ tên', b.name],
    [en ? 'Phone' : 'Điện thoại', b.phone],
    ['Email', b.email],
    [en ? 'Note' : 'Ghi chú', b.note],
  ];
}

/** To the venue: a booking arrived (staff mails are in Vietnamese, the admin's default language). */
export function bookingReceivedMail(b: BookingFacts, adminUrl: string): Promise<RenderedMail> {
  const { place, when } = where(b, 'vi');
  const subject = `Đặt chỗ mới: ${b.name}, ${place}, ${when}`;
  return build(subject, {
    language: 'vi',
    preview: subject,
    title: 'Có đặt chỗ mới',
    paragraphs: [`${b.name} vừa đặt chỗ cho ${b.guests} khách tại ${place}, ${when}.`],
    facts: bookingFacts(b, 'vi'),
    action: { label: 'Mở trong trang quản trị', href: adminUrl },
    footer: FOOTER.vi,
  });
}

/** What the guest can do next: cancel online while allowed, else write or call the venue. */
function nextStep(b: BookingFacts, language: Language, manageUrl: string, siteUrl: string) {
  const en = language === 'en';
  if (b.canCancel === false)
    return {
      paragraph: en
        ? 'It is now too late to cancel online: if your plans change, please call or write to us.'
        : 'Đã quá hạn huỷ trực tuyến: nếu kế hoạch thay đổi, hãy gọi hoặc nhắn cho chúng tôi.',
      action: { label: en ? 'Contact us' : 'Liên hệ', href: `${siteUrl}/contact?lang=${language}` },
    };
  return {
    paragraph: en
      ? 'Plans changed? You can see or cancel your booking with the button below.'
      : 'Thay đổi kế hoạch? Bạn có thể xem hoặc huỷ đặt chỗ bằng nút bên dưới.',
    action: { label: en ? 'View or cancel your booking' : 'Xem hoặc huỷ đặt chỗ', href: manageUrl },
  };
}

/** To the visitor, in the language they booked in, with the link to see or cancel the booking. */
export function bookingConfirmationMail(
  b: BookingFacts,
  language: Language,
  manageUrl: string,
  siteUrl: string,
): Promise<RenderedMail> {
  const en = language === 'en';
  const { place, when } = where(b, language);
  const subject = en
    ? `We received your booking: ${place}, ${when}`
    : `Đã nhận yêu cầu đặt chỗ: ${place}, ${when}`;
  const next = nextStep(b, language, manageUrl, siteUrl);
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Thank you, ${b.name}` : `Cảm ơn ${b.name}`,
    paragraphs: [
      en
        ? `We have received your booking request for ${b.guests} at ${place}, ${when}. Our team will contact you shortly to confirm it.`
        : `Chúng tôi đã nhận được yêu cầu đặt chỗ cho ${b.guests} khách tại ${place}, ${when}. Nhân viên sẽ liên hệ với bạn sớm để xác nhận.`,
      next.paragraph,
    ],
    facts: bookingFacts(b, language),
    action: next.action,
    footer: FOOTER[language],
  });
}

/** To a visitor who joined a waiting list: what they wait for, and what happens next. */
export function waitlistJoinedMail(b: BookingFacts, language: Language): Promise<RenderedMail> {
  const en = language === 'en';
  const { place, when } = where(b, language);
  const subject = en
    ? `You are on the waiting list: ${place}, ${when}`
    : `Bạn đã vào danh sách chờ: ${place}, ${when}`;
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Thank you, ${b.name}` : `Cảm ơn ${b.name}`,
    paragraphs: [
      en
        ? `The slot is full for now. If places come back for ${b.guests}, we hold them for you and write to you at once: you then have a few hours to take them.`
        : `Khung giờ này tạm thời đã hết chỗ. Khi có chỗ trống đủ cho ${b.guests} khách, chúng tôi sẽ giữ chỗ và báo bạn ngay: bạn có vài giờ để nhận chỗ.`,
      en ? 'You need to do nothing until then.' : 'Bạn không cần làm gì cho đến lúc đó.',
    ],
    facts: bookingFacts(b, language),
    footer: FOOTER[language],
  });
}

/** To a visitor on the waiting list: places came back, held for them until `until`. */
export function waitlistOfferMail(
  b: BookingFacts,
  language: Language,
  offerUrl: string,
  until: Date,
): Promise<RenderedMail> {
  const en = language === 'en';
  const { place, when } = where(b, language);
  const deadline = `${formatLongDate(until, !en)} ${formatTime(until, true)}`;
  const subject = en ? `Places are free: ${place}, ${when}` : `Đã có chỗ: ${place}, ${when}`;
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Good news, ${b.name}` : `Tin vui cho ${b.name}`,
    paragraphs: [
      en
        ? `Places came back in the slot you were waiting for. We hold them for you until ${deadline}: confirm with the button below.`
        : `Đã có chỗ trống trong khung giờ bạn đang chờ. Chúng tôi giữ chỗ cho bạn đến ${deadline}: hãy xác nhận bằng nút bên dưới.`,
    ],
    facts: bookingFacts(b, language),
    action: { label: en ? 'Take the places' : 'Nhận chỗ', href: offerUrl },
    footer: FOOTER[language],
  });
}

/** The day before: the booking, in the language it was made in (its .ics goes with it). */
export function bookingReminderMail(
  b: BookingFacts,
  language: Language,
  manageUrl: string,
  siteUrl: string,
): Promise<RenderedMail> {
  const en = language === 'en';
  const { place, when } = where(b, language);
  const subject = en ? `See you tomorrow: ${place}, ${when}` : `Hẹn gặp bạn ngày mai: ${place}, ${when}`;
  const next = nextStep(b, language, manageUrl, siteUrl);
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Hello ${b.name}` : `Xin chào ${b.name}`,
    paragraphs: [
      en
        ? `A reminder of your booking at ${place}, ${when}. The calendar entry is attached.`
        : `Nhắc bạn lịch đặt chỗ tại ${place}, ${when}. Lịch hẹn được đính kèm.`,
      b.canCancel === false
        ? next.paragraph
        : en
          ? 'If you cannot come, please cancel so that someone else can have your places.'
          : 'Nếu bạn không thể đến, hãy huỷ để người khác có thể nhận chỗ của bạn.',
    ],
    facts: bookingFacts(b, language),
    action: next.action,
    footer: FOOTER[language],
  });
}

/**
 * To the visitor, in the language they booked in: staff confirmed or cancelled their booking, or
 * they cancelled it themselves (`by` 'visitor': confirmed as theirs, not as the venue's).
 */
export function bookingStatusMail(
  b: BookingFacts,
  status: 'confirmed' | 'cancelled',
  language: Language,
  links: { siteUrl: string; manageUrl: string },
  by: 'staff' | 'visitor' = 'staff',
): Promise<RenderedMail> {
  const en = language === 'en';
  const { place, when } = where(b, language);
  const subject =
    status === 'confirmed'
      ? en
        ? `Your booking is confirmed: ${place}, ${when}`
        : `Đặt chỗ đã được xác nhận: ${place}, ${when}`
      : by === 'visitor'
        ? en
          ? `You cancelled your booking: ${place}, ${when}`
          : `Bạn đã huỷ đặt chỗ: ${place}, ${when}`
        : en
          ? `Your booking has been cancelled: ${place}, ${when}`
          : `Đặt chỗ của bạn đã bị huỷ: ${place}, ${when}`;
  const next = nextStep(b, language, links.manageUrl, links.siteUrl);
  const paragraphs =
    status === 'confirmed'
      ? [
          en
            ? `We look forward to welcoming you at ${place}, ${when}.`
            : `Chúng tôi rất mong được đón bạn tại ${place}, ${when}.`,
          next.paragraph,
        ]
      : by === 'visitor'
        ? [
            en
              ? 'Your cancellation is done: your places are free for other guests. We hope to see you another time.'
              : 'Bạn đã huỷ đặt chỗ thành công: chỗ của bạn được nhường cho khách khác. Hẹn gặp bạn dịp khác.',
          ]
        : [
            en
              ? 'We are sorry: the venue had to cancel your booking. Contact us if you would like another date.'
              : 'Rất tiếc, địa điểm đã phải huỷ đặt chỗ của bạn. Hãy liên hệ với chúng tôi nếu bạn muốn chọn ngày khác.',
          ];
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Hello ${b.name}` : `Xin chào ${b.name}`,
    paragraphs,
    facts: bookingFacts(b, language),
    action:
      status === 'confirmed'
        ? next.action
        : {
            label: en ? 'Book another date' : 'Đặt ngày khác',
            href: `${links.siteUrl}/booking?lang=${language}`,
          },
    footer: FOOTER[language],
  });
}

/** To the venue: a guest cancelled their own booking from its link. */
export function guestCancelledMail(b: BookingFacts, adminUrl: string): Promise<RenderedMail> {
  const { place, when } = where(b, 'vi');
  const subject = `Khách tự huỷ: ${b.name}, ${place}, ${when}`;
  return build(subject, {
    language: 'vi',
    preview: subject,
    title: 'Khách đã tự huỷ đặt chỗ',
    paragraphs: [
      `${b.name} đã huỷ đặt chỗ cho ${b.guests} khách tại ${place}, ${when}: chỗ đã được trả lại.`,
    ],
    facts: bookingFacts(b, 'vi'),
    action: { label: 'Mở trong trang quản trị', href: adminUrl },
    footer: FOOTER.vi,
  });
}

export interface MessageFacts {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** To the venue: a visitor wrote through the contact form. */
export function contactReceivedMail(m: MessageFacts, adminUrl: string): Promise<RenderedMail> {
  const subject = `Tin nhắn mới: ${m.subject}`;
  return build(subject, {
    language: 'vi',
    preview: subject,
    title: 'Có tin nhắn liên hệ mới',
    paragraphs: [m.message],
    facts: [
      ['Họ tên', m.name],
      ['Email', m.email],
      ['Điện thoại', m.phone],
      ['Tiêu đề', m.subject],
    ],
    action: { label: 'Mở hộp thư', href: adminUrl },
    footer: FOOTER.vi,
  });
}

/** A single-use link to choose a new password. */
export function passwordResetMail(link: string, minutes: number, language: Language): Promise<RenderedMail> {
  const en = language === 'en';
  const subject = en ? 'Reset your password' : 'Đặt lại mật khẩu';
  return build(subject, {
    language,
    preview: subject,
    title: subject,
    paragraphs: [
      en
        ? `Someone asked to reset the password of this account. The link works once, for ${minutes} minutes.`
        : `Có người vừa yêu cầu đặt lại mật khẩu cho tài khoản này. Liên kết chỉ dùng được một lần, trong ${minutes} phút.`,
      en
        ? 'If it was not you, ignore this email: your password stays as it is.'
        : 'Nếu không phải bạn, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.',
    ],
    action: { label: en ? 'Choose a new password' : 'Đặt mật khẩu mới', href: link },
    footer: FOOTER[language],
  });
}

/** An invitation to join the staff: a single-use link to choose a password. */
export function invitationMail(
  link: string,
  role: 'admin' | 'editor',
  hours: number,
  language: Language,
): Promise<RenderedMail> {
  const en = language === 'en';
  const roleName = en
    ? role === 'admin'
      ? 'administrator'
      : 'editor'
    : role === 'admin'
      ? 'quản trị viên'
      : 'biên tập viên';
  const subject = en ? 'You are invited to the venue’s admin' : 'Lời mời tham gia trang quản trị';
  return build(subject, {
    language,
    preview: subject,
    title: subject,
    paragraphs: [
      en
        ? `You have been invited as ${roleName}. Choose your password with the link below: it works once, for ${hours} hours.`
        : `Bạn được mời làm ${roleName}. Hãy chọn mật khẩu bằng liên kết dưới đây: liên kết dùng được một lần, trong ${hours} giờ.`,
    ],
    action: { label: en ? 'Choose my password' : 'Chọn mật khẩu', href: link },
    footer: FOOTER[language],
  });
}
