/**
 * The demo sections' entities (SPEC.md §3, "Demo entities, mock only"). They belong to the
 * in-browser fake, not to the /api/v1 wire contract, so they live beside the fake's handlers
 * and the console's demo screens import them from here.
 */

export type NoteColor = 'info' | 'error' | 'warning' | 'success';
export interface Note {
  id: number;
  color: NoteColor;
  title: string;
  datef: string;
  deleted: boolean;
}

export type ChatStatus = 'online' | 'away' | 'busy' | 'offline';
export interface ChatAttachment {
  icon: string;
  file: string;
  fileSize: string;
}
export interface ChatMessage {
  id: string;
  createdAt: string;
  msg: string;
  senderId: number;
  type: 'text' | 'image';
  attachment: ChatAttachment[];
}
export interface ChatContact {
  id: number;
  name: string;
  status: ChatStatus;
  thumb: string;
  recent: boolean;
  excerpt: string;
  messages: ChatMessage[];
}

export type EmailLabel = 'Promotional' | 'Social' | 'Health';
export interface EmailAttachment {
  id: number;
  image: string;
  title: string;
  fileSize: string;
}
export interface Email {
  id: number;
  from: string;
  thumbnail: string;
  subject: string;
  time: string;
  To: string;
  emailExcerpt: string;
  emailContent: string;
  unread: boolean;
  attachment: boolean;
  starred: boolean;
  important: boolean;
  inbox: boolean;
  sent: boolean;
  draft: boolean;
  spam: boolean;
  trash: boolean;
  label: EmailLabel;
  attchments: EmailAttachment[];
}

export type SupportTicketStatus = 'Closed' | 'Pending' | 'Open';
export interface SupportTicket {
  Id: number;
  ticketTitle: string;
  ticketDescription: string;
  Status: SupportTicketStatus;
  Label: 'error' | 'warning' | 'success';
  thumb: string;
  AgentName: string;
  Date: string;
  deleted: boolean;
}

export type Department = 'Sales' | 'Support' | 'Engineering' | 'Business Development';
export interface Contact {
  id: number;
  firstname: string;
  lastname: string;
  image: string;
  department: Department;
  company: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  frequentlycontacted: boolean;
  starred: boolean;
  deleted: boolean;
}

export type ProductCategory = 'books' | 'fashion' | 'electronics' | 'toys';
export type Gender = 'Men' | 'Women' | 'Kids';
export interface Product {
  id: number;
  title: string;
  price: number;
  discount: number;
  related: boolean;
  salesPrice: number;
  category: ProductCategory[];
  gender: Gender;
  rating: number;
  stock: boolean;
  qty: number;
  colors: string[];
  photo: string;
  created: string;
  description: string;
}

export interface Profile {
  id: number;
  avatar: string;
  name: string;
  time: string;
}
export interface Likes {
  like: boolean;
  value: number;
}
export interface PostReply {
  id: number;
  profile: Profile;
  data: { comment: string; likes: Likes };
}
export interface PostComment {
  id: number;
  profile: Profile;
  data: { comment: string; likes: Likes; replies?: PostReply[] };
}
export interface Post {
  id: number;
  profile: Profile;
  data: {
    content: string;
    images: { img: string; featured?: boolean }[];
    video?: string;
    likes: Likes;
    comments: PostComment[];
  };
}

export interface Follower {
  id: number;
  avatar: string;
  name: string;
  role: string;
  country: string;
  isFollowed: boolean;
}
export interface GalleryItem {
  id: number;
  cover: string;
  name: string;
  time: string;
}

export type BlogCategory = 'Gadget' | 'Lifestyle' | 'Design' | 'Social' | 'Health';
export interface BlogComment {
  id: number;
  profile: { id: number; avatar: string; name: string };
  time: string;
  comment: string;
  replies: BlogComment[];
}
export interface BlogPost {
  id: number;
  title: string;
  content: string;
  coverImg: string;
  createdAt: string;
  view: number;
  share: number;
  category: BlogCategory;
  featured: boolean;
  author: { id: number; avatar: string; name: string };
  comments: BlogComment[];
}

export interface Language {
  id: number;
  flagname: 'English' | 'French' | 'Vietnamese' | 'Chinese' | 'Arabic (Sudan)';
  icon: string;
}

/** Reply bodies of the fake's POST endpoints. */
export interface PostsReply {
  posts: Post[];
}
export interface BlogPostReply {
  post: BlogPost;
}
export interface DemoErrorBody {
  message: string;
}
