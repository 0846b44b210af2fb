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
}

function bookingFacts(b: BookingFacts, language: Language): [string, string][] {
  const en = language === 'en';
  return [
    [en ? 'Name' : 'Họ tên', b.name],
    [en ? 'Date' : 'Ngày', b.date],
    [en ? 'Time' : 'Giờ', b.timeSlot],
    [en ? 'Guests' : 'Số khách', String(b.guests)],
    [en ? 'Phone' : 'Điện thoại', b.phone],
    ['Email', b.email],
    [en ? 'Note' : 'Ghi chú', b.note],
  ];
}

/** To the venue: a booking arrived (staff mails are in Vietnamese, the admin's default language). */
export function bookingReceivedMail(b: BookingFacts, adminUrl: string): Promise<RenderedMail> {
  const subject = `Đặt chỗ mới: ${b.name}, ${b.date} ${b.timeSlot}`;
  return build(subject, {
    language: 'vi',
    preview: subject,
    title: 'Có đặt chỗ mới',
    paragraphs: [`${b.name} vừa đặt chỗ cho ${b.guests} khách.`],
    facts: bookingFacts(b, 'vi'),
    action: { label: 'Mở trong trang quản trị', href: adminUrl },
    footer: FOOTER.vi,
  });
}

/** To the visitor, in the language they booked in, with the link to see or cancel the booking. */
export function bookingConfirmationMail(
  b: BookingFacts,
  language: Language,
  manageUrl: string,
): Promise<RenderedMail> {
  const en = language === 'en';
  const subject = en
    ? `We received your booking for ${b.date}`
    : `Chúng tôi đã nhận yêu cầu đặt chỗ ngày ${b.date}`;
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Thank you, ${b.name}` : `Cảm ơn ${b.name}`,
    paragraphs: [
      en
        ? 'We have received your booking request. Our team will contact you shortly to confirm it.'
        : 'Chúng tôi đã nhận được yêu cầu đặt chỗ của bạn. Nhân viên sẽ liên hệ với bạn sớm để xác nhận.',
      en
        ? 'Plans changed? You can see or cancel your booking with the button below.'
        : 'Thay đổi kế hoạch? Bạn có thể xem hoặc huỷ đặt chỗ bằng nút bên dưới.',
    ],
    facts: bookingFacts(b, language),
    action: { label: en ? 'View or cancel your booking' : 'Xem hoặc huỷ đặt chỗ', href: manageUrl },
    footer: FOOTER[language],
  });
}

/** To a visitor on the waiting list: places came back, held for them until `until` (venue time). */
export function waitlistOfferMail(
  b: BookingFacts,
  language: Language,
  offerUrl: string,
  until: string,
): Promise<RenderedMail> {
  const en = language === 'en';
  const subject = en
    ? `Places are free for ${b.date} at ${b.timeSlot}`
    : `Đã có chỗ cho ngày ${b.date} lúc ${b.timeSlot}`;
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Good news, ${b.name}` : `Tin vui cho ${b.name}`,
    paragraphs: [
      en
        ? `Places came back in the slot you were waiting for. We hold them for you until ${until}: confirm with the button below.`
        : `Đã có chỗ trống trong khung giờ bạn đang chờ. Chúng tôi giữ chỗ cho bạn đến ${until}: hãy xác nhận bằng nút bên dưới.`,
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
): Promise<RenderedMail> {
  const en = language === 'en';
  const subject = en ? `See you tomorrow at ${b.timeSlot}` : `Hẹn gặp bạn ngày mai lúc ${b.timeSlot}`;
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Hello ${b.name}` : `Xin chào ${b.name}`,
    paragraphs: [
      en
        ? `A reminder of your booking on ${b.date} at ${b.timeSlot}. The calendar entry is attached.`
        : `Nhắc bạn lịch đặt chỗ ngày ${b.date} lúc ${b.timeSlot}. Lịch hẹn được đính kèm.`,
      en
        ? 'If you cannot come, please cancel so that someone else can have your places.'
        : 'Nếu bạn không thể đến, hãy huỷ để người khác có thể nhận chỗ của bạn.',
    ],
    facts: bookingFacts(b, language),
    action: { label: en ? 'View or cancel your booking' : 'Xem hoặc huỷ đặt chỗ', href: manageUrl },
    footer: FOOTER[language],
  });
}

/** To the visitor, in the language they booked in: staff confirmed or cancelled their booking. */
export function bookingStatusMail(
  b: BookingFacts,
  status: 'confirmed' | 'cancelled',
  language: Language,
  siteUrl: string,
): Promise<RenderedMail> {
  const en = language === 'en';
  const confirmed = status === 'confirmed';
  const subject = en
    ? confirmed
      ? `Your booking for ${b.date} is confirmed`
      : `Your booking for ${b.date} has been cancelled`
    : confirmed
      ? `Đặt chỗ ngày ${b.date} của bạn đã được xác nhận`
      : `Đặt chỗ ngày ${b.date} của bạn đã bị huỷ`;
  const paragraph = en
    ? confirmed
      ? `We look forward to welcoming you on ${b.date} at ${b.timeSlot}.`
      : 'We are sorry: your booking has been cancelled. Contact us if you would like another date.'
    : confirmed
      ? `Chúng tôi rất mong được đón bạn vào ${b.timeSlot} ngày ${b.date}.`
      : 'Rất tiếc, đặt chỗ của bạn đã bị huỷ. Hãy liên hệ với chúng tôi nếu bạn muốn chọn ngày khác.';
  return build(subject, {
    language,
    preview: subject,
    title: en ? `Hello ${b.name}` : `Xin chào ${b.name}`,
    paragraphs: [subject + '.', paragraph],
    facts: bookingFacts(b, language),
    action: { label: en ? 'Visit our website' : 'Xem trang web', href: siteUrl },
    footer: FOOTER[language],
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
