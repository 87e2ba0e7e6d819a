;; Scores every row of a row-major f32 matrix against a query: out[i] = dot(q, rows[i]).
;; SIMD (f32x4) with two accumulators; dims must be a multiple of 8. The memory is imported,
;; so the vectors live in it and JavaScript reads and writes them through a Float32Array.
;; Compiled into dot-scan-wasm.ts (base64); test/search-simd.test.ts checks the two agree.
(module
  (import "env" "memory" (memory 1))
  (func (export "scan") (param $q i32) (param $rows i32) (param $n i32) (param $dims i32) (param $out i32)
    (local $i i32) (local $qp i32) (local $rp i32) (local $end i32) (local $a v128) (local $b v128)
    (local $bytes i32)
    (local.set $bytes (i32.shl (local.get $dims) (i32.const 2)))
    (local.set $rp (local.get $rows))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $a (f32x4.splat (f32.const 0)))
        (local.set $b (f32x4.splat (f32.const 0)))
        (local.set $qp (local.get $q))
        (local.set $end (i32.add (local.get $rp) (local.get $bytes)))
        (loop $col
          (local.set $a (f32x4.add (local.get $a)
            (f32x4.mul (v128.load (local.get $qp)) (v128.load (local.get $rp)))))
          (local.set $b (f32x4.add (local.get $b)
            (f32x4.mul (v128.load offset=16 (local.get $qp)) (v128.load offset=16 (local.get $rp)))))
          (local.set $qp (i32.add (local.get $qp) (i32.const 32)))
          (local.set $rp (i32.add (local.get $rp) (i32.const 32)))
          (br_if $col (i32.lt_u (local.get $rp) (local.get $end))))
        (local.set $a (f32x4.add (local.get $a) (local.get $b)))
        (f32.store
          (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
            (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $row)))))
