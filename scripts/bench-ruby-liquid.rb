# Reference timings: Ruby Liquid parse/render medians per benchmark fixture (same method as
# modgen-bench liquid). Usage: ruby scripts/bench-ruby-liquid.rb <fixtures-dir> [N]
require 'liquid'
require 'json'

class DirFS
  def initialize(dir) = @dir = dir
  def read_template_file(name)
    [name, "#{name}.liquid"].map { |n| File.join(@dir, n) }.find { |p| File.file?(p) }.then { |p| File.read(p) }
  end
end

dir = ARGV[0] or abort 'usage: bench-ruby-liquid.rb <fixtures-dir> [N]'
runs = (ARGV[1] || 200).to_i
def now_us = Process.clock_gettime(Process::CLOCK_MONOTONIC, :float_microsecond)
def median(a) = a.sort.then { |s| s.size.odd? ? s[s.size / 2] : (s[s.size / 2 - 1] + s[s.size / 2]) / 2.0 }

Dir.children(dir).sort.each do |name|
  templates = File.join(dir, name, 'templates')
  next unless File.file?(File.join(templates, 'index.liquid'))
  source = File.read(File.join(templates, 'index.liquid'))
  data = JSON.parse(File.read(File.join(dir, name, 'data.json')))
  fs = DirFS.new(templates)
  parse_times = []
  render_times = []
  (runs + [5, runs / 10].max).times do |i|
    t0 = now_us
    template = Liquid::Template.parse(source)
    t1 = now_us
    template.render!(data, registers: { file_system: fs })
    t2 = now_us
    next if i < [5, runs / 10].max
    parse_times << t1 - t0
    render_times << t2 - t1
  end
  puts format('fixture %s: parse %d us, render %d us', name, median(parse_times), median(render_times))
end
