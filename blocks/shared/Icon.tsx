import type { LucideIcon } from 'lucide-react';
import { ownValue, SpriteIcon } from '../../engine';
import type { IconName } from '../siteTypes';
import {
  Activity,
  Award,
  BadgeCheck,
  Bot,
  Brain,
  Briefcase,
  Building,
  Building2,
  BuildingComplex,
  Calculator,
  ChartBar,
  ChartLine,
  ChartPie,
  CircleCheck,
  ClipboardCheck,
  Clock,
  Compass,
  Cpu,
  Database,
  DollarSign,
  Eye,
  FileText,
  Gauge,
  Globe,
  Hammer,
  Handshake,
  HardHat,
  HeartHandshake,
  HeartPulse,
  Hospital,
  House,
  Houses,
  Key,
  Landmark,
  Layers,
  Leaf,
  Lightbulb,
  Mail,
  MapPin,
  Megaphone,
  Network,
  Percent,
  Phone,
  Plug,
  Radar,
  Rocket,
  Route,
  Ruler,
  Scale,
  Search,
  Server,
  ShieldCheck,
  Sparkles,
  Store,
  Target,
  TrendingUp,
  Users,
  Warehouse,
  Workflow,
  Wrench,
  Zap,
} from 'lucide-react';

/**
 * The site's icon set: schema name → component. Only the icons named here are bundled, and the
 * schema's enum is checked against this map by a unit test.
 */
export const icons: Record<IconName, LucideIcon> = {
  activity: Activity,
  award: Award,
  'badge-check': BadgeCheck,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building,
  'building-2': Building2,
  buildings: BuildingComplex,
  calculator: Calculator,
  'chart-bar': ChartBar,
  'chart-line': ChartLine,
  'chart-pie': ChartPie,
  'circle-check': CircleCheck,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  compass: Compass,
  cpu: Cpu,
  database: Database,
  'dollar-sign': DollarSign,
  eye: Eye,
  'file-text': FileText,
  gauge: Gauge,
  globe: Globe,
  hammer: Hammer,
  handshake: Handshake,
  'hard-hat': HardHat,
  'heart-handshake': HeartHandshake,
  'heart-pulse': HeartPulse,
  hospital: Hospital,
  house: House,
  houses: Houses,
  key: Key,
  landmark: Landmark,
  layers: Layers,
  leaf: Leaf,
  lightbulb: Lightbulb,
  mail: Mail,
  'map-pin': MapPin,
  megaphone: Megaphone,
  network: Network,
  percent: Percent,
  phone: Phone,
  plug: Plug,
  radar: Radar,
  rocket: Rocket,
  route: Route,
  ruler: Ruler,
  scale: Scale,
  search: Search,
  server: Server,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  store: Store,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
  warehouse: Warehouse,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
};

export interface GlyphProps {
  /** A lucide icon. */
  icon: LucideIcon;
  size: number;
  strokeWidth?: number;
  className?: string;
  [attribute: `data-${string}`]: string | undefined;
}

/**
 * A decorative lucide icon, drawn once per page: every use refers to one symbol in the page's
 * sprite (see the engine's SpriteIcon), which keeps pages with many icons light.
 */
export function Glyph({ icon: Lucide, size, strokeWidth = 2, className, ...data }: GlyphProps) {
  if (!Lucide.displayName) throw new Error('Glyph needs a lucide icon (its display name names its symbol)');
  const inline = <Lucide size={size} strokeWidth={strokeWidth} aria-hidden="true" focusable="false" className={className} {...data} />;
  return (
    <SpriteIcon id={`icon-${Lucide.displayName}`} icon={inline} size={size} strokeWidth={strokeWidth} className={className} {...data} />
  );
}

/** A schema icon by name (the card icons); a name the set lacks fails the block, naming it. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const icon = ownValue(icons, name);
  if (!icon) throw new Error(`Unknown icon "${name}"`);
  return <Glyph icon={icon} size={size} strokeWidth={1.75} className={className} />;
}
